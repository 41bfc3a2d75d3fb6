import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Pencil } from 'lucide-react';
import type { Profile } from '@railbite/contract/auth';
import { normalizeIndianMobile } from '@railbite/contract/mobile';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { PasswordField, PhoneField, TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { localToday, profileChanges, profileFormSchema, profileToForm } from './profile-form-schema';
import type { ProfileFormInput, ProfileFormValues } from './profile-form-schema';

const genderOptions = [
  { value: '', label: 'Prefer not to say' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const rows: [string, string][] = [
    ['Full name', profile.name],
    ['Email', profile.email],
    ['Phone', `+91 ${profile.mobile}`],
    ['Gender', genderOptions.find((o) => o.value === (profile.gender ?? ''))?.label ?? ''],
    [
      'Date of birth',
      profile.dateOfBirth ? dateFormat.format(new Date(`${profile.dateOfBirth}T00:00:00`)) : 'Not added',
    ],
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Personal information</h2>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
          Edit Profile
        </Button>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
            <dd className="mt-1 font-medium break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const serverFields: Record<string, keyof ProfileFormInput> = {
  name: 'name',
  email: 'email',
  mobile: 'phone',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  currentPassword: 'currentPassword',
};

function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToForm(profile),
  });
  const typedPhone = useWatch({ control, name: 'phone' });
  const phoneChanges = (normalizeIndianMobile(typedPhone) ?? typedPhone.trim()) !== profile.mobile;

  const onSubmit = handleSubmit((values) => {
    const body = profileChanges(profile, values);
    if (Object.keys(body).length === 0) {
      toast.info('Nothing changed.');
      onDone();
      return;
    }
    if (body.mobile !== undefined && values.currentPassword === '') {
      setError('currentPassword', { message: 'Enter your current password to change your phone number' });
      return;
    }
    update.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : [];
        for (const { field, message } of fields) {
          const name = serverFields[field];
          if (name) setError(name, { type: 'server', message });
        }
        toast.error(getErrorMessage(error, 'We could not save your profile.'));
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <h2 className="text-lg font-bold">Edit personal information</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label="Phone"
          error={errors.phone?.message}
          hint="Changing your phone number changes how you log in."
          {...register('phone')}
        />
        <SelectField
          label="Gender"
          options={genderOptions}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label="Date of birth"
          type="date"
          max={localToday()}
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        {phoneChanges && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change your phone number."
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={update.isPending} pendingLabel="Saving…">
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** SPEC.md §2 Account settings, Profile: view or edit, loaded from and saved to the server. */
export function ProfileTab() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  if (profile.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your profile…
        </span>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  }
  if (profile.isError) {
    return (
      <ListError
        message={getErrorMessage(profile.error, 'We could not load your profile.')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return editing ? (
    <ProfileEditForm
      profile={profile.data}
      onDone={() => {
        setEditing(false);
      }}
    />
  ) : (
    <ProfileView
      profile={profile.data}
      onEdit={() => {
        setEditing(true);
      }}
    />
  );
}
