import { lazy, Suspense } from 'react';
import { useCuisines } from '@/features/catalog/api/get-cuisines';
import { ApplicationStatus } from '@/features/partners/components/application-status';
import { BeforeWeStart } from '@/features/partners/components/before-we-start';
import { ContractForm } from '@/features/partners/components/contract-form';
import { DocumentsForm } from '@/features/partners/components/documents-form';
import { MenuEditor } from '@/features/partners/components/menu-editor';
import { RestaurantInfoForm } from '@/features/partners/components/restaurant-info-form';
import type { LocationPicker } from '@/features/partners/components/restaurant-info-form';

// The picker (and with it the map code) loads when it is opened.
const LazyLocationPicker = lazy(() =>
  import('@/features/addresses/components/location-picker-modal').then((module) => ({
    default: module.LocationPickerModal,
  })),
);
const OutletPicker: LocationPicker = (props) => (
  <Suspense fallback={null}>
    <LazyLocationPicker {...props} />
  </Suspense>
);

/** Step 1 composes the address picker and the catalog's cuisines (features do not import each other). */
function PartnerInfo() {
  const cuisines = useCuisines();
  return (
    <RestaurantInfoForm
      LocationPicker={OutletPicker}
      cuisines={{
        options: cuisines.data?.data.map((cuisine) => ({
          id: cuisine.category_id,
          name: cuisine.category_name,
        })),
        isPending: cuisines.isPending,
        isError: cuisines.isError,
      }}
    />
  );
}

/** The restaurant partner application (issue 19): each step saved to the applicant's account. */
export const PartnerStartRoute = BeforeWeStart;
export const PartnerInfoRoute = PartnerInfo;
export const PartnerDocsRoute = DocumentsForm;
export const PartnerMenuRoute = MenuEditor;
export const PartnerContractRoute = ContractForm;
export const PartnerApplicationStatusRoute = ApplicationStatus;
