import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportOrderSearchQuerySchema } from '@railbite/contract/admin';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type Lookup = z.input<typeof supportOrderSearchQuerySchema>;

/**
 * Finds a caller's orders by the number they ring from (a caller rarely knows the order id), checked
 * with the contract's mobile rule, which takes the ways people type one (+91, spaces, a leading 0).
 */
export function PhoneLookup({ onFind, pending }: { onFind: (phone: string) => void; pending: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Lookup, unknown, z.output<typeof supportOrderSearchQuerySchema>>({
    resolver: zodResolver(supportOrderSearchQuerySchema),
    defaultValues: { phone: '' },
  });
  return (
    <form
      noValidate
      role="search"
      aria-label="Find a caller’s orders"
      onSubmit={(event) =>
        void handleSubmit(({ phone }) => {
          onFind(phone);
        })(event)
      }
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Caller’s phone"
        className="sm:min-w-0 sm:flex-1"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="98765 43210"
        hint="The account’s number, or the passenger’s given for a seat."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={pending}
        pendingLabel="Finding…"
        className="shrink-0 sm:mt-7"
      >
        Find orders
      </Button>
    </form>
  );
}
