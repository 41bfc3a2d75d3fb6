import { useNavigate } from 'react-router';
import { Banknote, BookOpen, FileCheck2, IdCard, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useOnboarding } from '../hooks/use-onboarding';

const needs = [
  { icon: IdCard, text: 'Business PAN and GSTIN' },
  { icon: FileCheck2, text: 'FSSAI food licence, valid for at least 30 more days' },
  { icon: Banknote, text: 'Bank account number and IFSC for payouts' },
  { icon: BookOpen, text: 'Your menu: dishes, prices and descriptions' },
];

/** SPEC.md §2 Restaurant name page ('BEFORE WE START'), with a working form. */
export function BeforeWeStart() {
  const [data, update] = useOnboarding();
  const navigate = useNavigate();
  const name = data.info.restaurantName;
  const blank = name.trim() === '';
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <title>Partner with RailBite</title>
      <div>
        <p className="text-sm font-bold tracking-widest text-brand-700">BEFORE WE START</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Partner with RailBite</h1>
        <p className="mt-2 text-stone-600">
          Reach hungry travellers and neighbours near your kitchen. Signing up takes about 15 minutes in four
          steps; everything you type is kept on this device, so you can stop and come back.
        </p>
      </div>
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="font-bold">Keep these ready</h2>
        <ul className="mt-3 space-y-3">
          {needs.map((need) => (
            <li key={need.text} className="flex items-center gap-3 text-stone-700">
              <need.icon className="size-5 shrink-0 text-brand-700" aria-hidden />
              {need.text}
            </li>
          ))}
        </ul>
      </section>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) void navigate(paths.partnerInfo);
        }}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-center gap-2 font-bold">
          <Store className="size-5 text-brand-700" aria-hidden />
          What is your restaurant called?
        </div>
        <TextField
          label="Restaurant name"
          autoComplete="organization"
          value={name}
          maxLength={80}
          onChange={(event) => {
            const restaurantName = event.target.value;
            update((current) => ({ ...current, info: { ...current.info, restaurantName } }));
          }}
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={blank}>
          Get started
        </Button>
      </form>
    </main>
  );
}
