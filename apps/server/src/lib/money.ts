/** Money is integer paise inside the server; the API speaks rupees (at most two decimals). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
