/** Demo accounts written by the demo seed; README.md lists them for people trying the app. */
export const demoAccounts = [
  {
    firstName: 'Asha',
    mobile: '9876543210',
    email: 'asha@railbite.in',
    password: 'railbite123',
    roleType: 'customer',
  },
] as const;
