import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderIdParamsSchema } from '@railbite/contract/orders';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type Lookup = z.infer<typeof orderIdParamsSchema>;

/**
 * Finds an order by the id its customer reads on their order page, checked with the contract's
 * order id rule before anything is asked (a caller may read it out with spaces around it).
 */
export function OrderLookup({
  onFind,
  onInvalid,
  pending,
}: {
  onFind: (orderId: string) => void;
  /** The id typed is not one: nothing is asked. */
  onInvalid: () => void;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Lookup>({ resolver: zodResolver(orderIdParamsSchema), defaultValues: { orderId: '' } });
  return (
    <form
      noValidate
      role="search"
      aria-label="Find an order"
      onSubmit={(event) =>
        void handleSubmit(
          ({ orderId }) => {
            onFind(orderId);
          },
          () => {
            onInvalid();
          },
        )(event)
      }
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Order id"
        className="sm:min-w-0 sm:flex-1"
        autoComplete="off"
        spellCheck={false}
        placeholder="ORDxxxxxxxxxxxx"
        hint="As on the customer’s order page: ORD and 12 letters, digits, - or _."
        error={errors.orderId?.message}
        {...register('orderId', { setValueAs: (value: string) => value.replace(/\s+/g, '') })}
      />
      <Button type="submit" pending={pending} pendingLabel="Finding…" className="shrink-0 sm:mt-7">
        Find order
      </Button>
    </form>
  );
}
