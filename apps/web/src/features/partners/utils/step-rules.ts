import { z } from 'zod';
import { normalizeIndianMobile } from '@railbite/contract/mobile';
import {
  bankAccountProblem,
  fssaiProblem,
  gstinProblem,
  ifscProblem,
  licenceExpiryProblem,
  panProblem,
} from '@railbite/contract/indian-id-rules';
import type { OnboardingData } from './onboarding-data';

export type Problems<K extends string> = Partial<Record<K, string>>;

/** Whether `value` has at most `decimals` decimals (tolerant of binary floating point: 1.1 × 10). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const emailCheck = z.email();

function slotProblem(slot: { openTime: string; closeTime: string }): string | undefined {
  if (!slot.openTime || !slot.closeTime) return 'Enter opening and closing times';
  return slot.openTime < slot.closeTime ? undefined : 'Closing time must be after opening time';
}

/** Step 1: who runs the restaurant and when it is open. */
export function infoProblems(info: OnboardingData['info']) {
  const problems: Problems<
    'ownerName' | 'restaurantName' | 'email' | 'mobile' | 'differentWhatsapp' | 'workingDays' | 'slot'
  > = {};
  if (!info.ownerName.trim()) problems.ownerName = "Enter the owner's full name";
  if (!info.restaurantName.trim()) problems.restaurantName = 'Enter the restaurant name';
  if (!emailCheck.safeParse(info.email.trim()).success) problems.email = 'Enter a valid email address';
  if (normalizeIndianMobile(info.mobile) === null)
    problems.mobile = 'Enter a valid 10-digit Indian mobile number';
  if (info.whatsappOption === 'different' && normalizeIndianMobile(info.differentWhatsapp) === null)
    problems.differentWhatsapp = 'Enter a valid 10-digit WhatsApp number';
  if (info.workingDays.length === 0) problems.workingDays = 'Choose at least one working day';
  const slots =
    info.timingOption === 'same'
      ? [info.slot]
      : info.workingDays.map((day) => info.daySlots[day] ?? info.slot);
  const slot = slots.map(slotProblem).find(Boolean);
  if (slot) problems.slot = slot;
  return problems;
}

/** Step 2: every identifier in its real format, and a licence valid for more than 30 days. */
export function documentProblems(documents: OnboardingData['documents'], today: string) {
  const problems: Problems<keyof OnboardingData['documents']> = {
    businessPAN: panProblem(documents.businessPAN),
    gstin: gstinProblem(documents.gstin, documents.businessPAN),
    bankIFSC: ifscProblem(documents.bankIFSC),
    bankAccount: bankAccountProblem(documents.bankAccount),
    fssaiNumber: fssaiProblem(documents.fssaiNumber),
    fssaiExpiry: licenceExpiryProblem(documents.fssaiExpiry, today),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as typeof problems;
}

/** SPEC.md §5 Menu setup rules for one item. */
export function menuItemProblems(item: { name: string; price: string; rating: string; reviewCount: string }) {
  const problems: Problems<'name' | 'price' | 'rating' | 'reviewCount'> = {};
  if (!item.name.trim()) problems.name = 'Enter the dish name';
  const price = Number(item.price);
  if (item.price.trim() === '' || !Number.isFinite(price) || price <= 0)
    problems.price = 'Enter a price above ₹0';
  else if (!hasAtMostDecimals(price, 2)) problems.price = 'Use at most two decimals';
  const rating = Number(item.rating);
  if (!(rating >= 1 && rating <= 5) || !hasAtMostDecimals(rating, 1))
    problems.rating = 'Rating must be from 1 to 5, in steps of 0.1';
  const reviews = Number(item.reviewCount);
  if (item.reviewCount.trim() === '' || !Number.isInteger(reviews) || reviews < 0)
    problems.reviewCount = 'Review count must be a whole number, 0 or more';
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;
