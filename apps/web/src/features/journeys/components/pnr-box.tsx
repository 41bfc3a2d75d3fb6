import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ticket } from 'lucide-react';
import { pnrQuerySchema } from '@railbite/contract/journeys';
import type { PnrQuery } from '@railbite/contract/journeys';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useReadPnr } from '../api/read-pnr';

/**
 * The PNR box. What a PNR can tell depends on the server's train status provider; the offline default
 * cannot read one, and the answer says so plainly with the way that works: the train number.
 */
export function PnrBox({ onUseTrainNumber }: { onUseTrainNumber: () => void }) {
  const readPnr = useReadPnr();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PnrQuery>({ resolver: zodResolver(pnrQuerySchema), defaultValues: { pnr: '' } });
  const reading = readPnr.data?.data;

  return (
    <section
      aria-labelledby="pnr-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="pnr-heading" className="flex items-center gap-2 font-bold text-stone-900">
        <Ticket className="size-5 text-brand-700" aria-hidden /> Have a PNR?
      </h2>
      <form
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) =>
          void handleSubmit(({ pnr }) => {
            readPnr.mutate(pnr);
          })(event)
        }
      >
        <TextField
          label="PNR number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder="10 digits"
          error={errors.pnr?.message}
          className="flex-1"
          {...register('pnr')}
        />
        <Button
          type="submit"
          variant="secondary"
          pending={readPnr.isPending}
          pendingLabel="Checking…"
          className="sm:mt-7"
        >
          Check PNR
        </Button>
      </form>
      <div aria-live="polite">
        {readPnr.isError && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {getErrorMessage(readPnr.error, 'We could not check this PNR.')}
          </p>
        )}
        {reading && !reading.readable && (
          <div className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{reading.message}</p>
            <Button variant="secondary" className="mt-2" onClick={onUseTrainNumber}>
              Search by train number
            </Button>
          </div>
        )}
        {reading?.readable && (
          <p className="mt-3 text-sm text-stone-800">
            PNR found: train {reading.trainNumber}, boarding {reading.boardingStationCode} on {reading.date}.
            Search for that train above.
          </p>
        )}
      </div>
    </section>
  );
}
