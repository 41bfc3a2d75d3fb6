import { BeforeWeStart } from '@/features/partners/components/before-we-start';
import { ContractForm } from '@/features/partners/components/contract-form';
import { DocumentsForm } from '@/features/partners/components/documents-form';
import { MenuEditor } from '@/features/partners/components/menu-editor';
import { RestaurantInfoForm } from '@/features/partners/components/restaurant-info-form';

/** Restaurant-partner onboarding (SPEC.md §2): open to everyone, kept locally until the server side exists. */
export const PartnerStartRoute = BeforeWeStart;
export const PartnerInfoRoute = RestaurantInfoForm;
export const PartnerDocsRoute = DocumentsForm;
export const PartnerMenuRoute = MenuEditor;
export const PartnerContractRoute = ContractForm;
