import { Link, useParams } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AddAddressPage, EditAddressPage } from '@/features/addresses/components/address-editor-pages';
import { paths } from '@/config/paths';

function EditorLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-5 px-4 py-6 sm:px-6">
      <title>{`${title} — RailBite`}</title>
      <Link
        to={paths.addresses}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Delivery Addresses
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

export function AddAddressRoute() {
  return (
    <EditorLayout title="Add New Address">
      <AddAddressPage />
    </EditorLayout>
  );
}

export function EditAddressRoute() {
  const { id } = useParams();
  return (
    <EditorLayout title="Edit Address">
      <EditAddressPage key={id} rawId={id} />
    </EditorLayout>
  );
}
