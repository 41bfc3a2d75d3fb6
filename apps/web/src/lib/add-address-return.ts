import { paths } from '@/config/paths';

/**
 * Add-address opened from the Payment page or the no-address prompt (issue 15): the form at once, and
 * back where it was opened once saved, with the new address selected. Shared by the cart and the
 * addresses features; the form reads it back with `returnPathOf` (config/paths.ts).
 */
export function addAddressFrom(pathname: string): { to: string; state: { from: string } } {
  return { to: paths.addAddress, state: { from: pathname } };
}
