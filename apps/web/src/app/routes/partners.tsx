import { ApplicationStatus } from '@/features/partners/components/application-status';
import { BeforeWeStart } from '@/features/partners/components/before-we-start';
import { ContractForm } from '@/features/partners/components/contract-form';
import { DocumentsForm } from '@/features/partners/components/documents-form';
import { MenuEditor } from '@/features/partners/components/menu-editor';
import { RestaurantInfoForm } from '@/features/partners/components/restaurant-info-form';

/** The restaurant partner application (issue 19): each step saved to the applicant's account. */
export const PartnerStartRoute = BeforeWeStart;
export const PartnerInfoRoute = RestaurantInfoForm;
export const PartnerDocsRoute = DocumentsForm;
export const PartnerMenuRoute = MenuEditor;
export const PartnerContractRoute = ContractForm;
export const PartnerApplicationStatusRoute = ApplicationStatus;
