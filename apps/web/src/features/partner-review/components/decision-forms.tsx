import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectApplicationBodySchema, requestChangesBodySchema } from '@railbite/contract/admin-applications';
import type { RejectApplicationBody, RequestChangesBody } from '@railbite/contract/admin-applications';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDecideApplication } from '../api/applications';
import type { Decision } from '../api/applications';

const stepOptions = [
  { value: 'info', label: 'Restaurant information' },
  { value: 'documents', label: 'Documents' },
  { value: 'menu', label: 'Menu' },
  { value: 'contract', label: 'Contract' },
] as const;

function NoteField({
  label,
  error,
  ...field
}: { label: string; error?: string | undefined } & ComponentProps<'textarea'>) {
  const id = `${field.name ?? 'note'}-field`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-stone-300'}`}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Approve, send back with a note on one step, or reject with a reason: a submitted application only. */
export function DecisionForms({
  applicationId,
  restaurantName,
}: {
  applicationId: number;
  restaurantName: string;
}) {
  const decide = useDecideApplication(applicationId);
  const [open, setOpen] = useState<'approve' | 'changes' | 'reject' | null>(null);
  const changes = useForm<RequestChangesBody>({
    resolver: zodResolver(requestChangesBodySchema),
    defaultValues: { step: 'documents', note: '' },
  });
  const reject = useForm<RejectApplicationBody>({
    resolver: zodResolver(rejectApplicationBodySchema),
    defaultValues: { reason: '' },
  });

  const send = (decision: Decision, done: string) => {
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(done);
        setOpen(null);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, 'We could not record the decision. Please try again.'));
      },
    });
  };
  const pendingKind = decide.isPending ? decide.variables.kind : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button
          aria-expanded={open === 'approve'}
          disabled={decide.isPending}
          onClick={() => {
            setOpen(open === 'approve' ? null : 'approve');
          }}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          aria-expanded={open === 'changes'}
          disabled={decide.isPending}
          onClick={() => {
            setOpen(open === 'changes' ? null : 'changes');
          }}
        >
          Request changes
        </Button>
        <Button
          variant="secondary"
          aria-expanded={open === 'reject'}
          disabled={decide.isPending}
          onClick={() => {
            setOpen(open === 'reject' ? null : 'reject');
          }}
        >
          Reject
        </Button>
      </div>
      {open === 'approve' && (
        // Approval cannot be taken back: it creates the restaurant and puts it in front of customers.
        <form
          noValidate
          aria-label="Approve application"
          className="space-y-3 rounded-xl border border-green-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ kind: 'approve' }, `${restaurantName} is live: customers can find it and order now.`);
          }}
        >
          <p className="text-sm text-stone-700">
            {restaurantName} goes live at once: customers can find it and order, and its owner runs it from
            the partner console.
          </p>
          <Button type="submit" pending={pendingKind === 'approve'} pendingLabel="Approving…">
            Approve and go live
          </Button>
        </form>
      )}
      {open === 'changes' && (
        <form
          noValidate
          aria-label="Request changes"
          className="space-y-3 rounded-xl border border-stone-200 p-4"
          onSubmit={(event) =>
            void changes.handleSubmit((body) => {
              send({ kind: 'request-changes', body }, 'Sent back to the applicant with your note.');
            })(event)
          }
        >
          <SelectField
            label="Step to fix"
            options={stepOptions}
            error={changes.formState.errors.step?.message}
            {...changes.register('step')}
          />
          <NoteField
            label="Note the applicant sees on that step"
            error={changes.formState.errors.note?.message}
            {...changes.register('note')}
          />
          <Button type="submit" pending={pendingKind === 'request-changes'} pendingLabel="Sending…">
            Send back
          </Button>
        </form>
      )}
      {open === 'reject' && (
        <form
          noValidate
          aria-label="Reject application"
          className="space-y-3 rounded-xl border border-red-200 p-4"
          onSubmit={(event) =>
            void reject.handleSubmit((body) => {
              send({ kind: 'reject', body }, 'Application rejected.');
            })(event)
          }
        >
          <NoteField
            label="Reason the applicant sees"
            error={reject.formState.errors.reason?.message}
            {...reject.register('reason')}
          />
          <Button
            type="submit"
            pending={pendingKind === 'reject'}
            pendingLabel="Rejecting…"
            className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/60"
          >
            Reject application
          </Button>
        </form>
      )}
    </div>
  );
}
