/** Money is integer paise inside the server; the API speaks rupees (at most two decimals). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as customers read it in text: ₹100, ₹1,500, ₹99.50 (Indian digit grouping). */
export function rupeeText(paise: number): string {
  const format = paise % 100 === 0 ? wholeRupees : rupeesAndPaise;
  return `₹${format.format(paise / 100)}`;
}
