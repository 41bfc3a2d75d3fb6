/** Demo accounts written by the demo seed; README.md lists them for people trying the app. */
export const demoAccounts = [
  {
    firstName: 'Asha',
    mobile: '9876543210',
    email: 'asha@railbite.in',
    password: 'railbite123',
    roleType: 'customer',
  },
  {
    firstName: 'Ravi',
    mobile: '9876500001',
    email: 'partner@railbite.in',
    password: 'partner123',
    roleType: 'partner',
  },
  {
    firstName: 'Meera',
    mobile: '9876500002',
    email: 'admin@railbite.in',
    password: 'admin12345',
    roleType: 'admin',
  },
] as const;

/** The demo partner runs this many restaurants, the nearest to the demo customer's saved address. */
export const demoPartnerRestaurantCount = 3;
