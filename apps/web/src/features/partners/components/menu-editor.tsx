import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import type { Application, ApplicationFile, MenuCategory } from '@railbite/contract/partner-application';
import { menuDraftSchema } from '@railbite/contract/partner-application';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveStep } from '../api/application';
import { usePartialAutosave } from '../hooks/use-partial-autosave';
import { ApplicationStepGate, savedSteps } from './application-gate';
import { StepActions } from './step-actions';
import { MenuCategoryCard } from './menu-category-card';
import { MenuPreviewDialog } from './menu-preview-dialog';
import { OnboardingLayout, ReviewNote } from './onboarding-layout';

export function MenuEditor() {
  return (
    <ApplicationStepGate step="menu">
      {(application) => <Menu application={application} />}
    </ApplicationStepGate>
  );
}

/** Step 3: categories and dishes, edited here and saved to the server; a customer-style preview. */
function Menu({ application }: { application: Application }) {
  const navigate = useNavigate();
  const save = useSaveStep('menu');
  const [categories, setCategories] = useState<MenuCategory[]>(
    application.partial.menu?.categories ?? application.menu?.categories ?? [],
  );
  const autosave = usePartialAutosave('menu', () => ({ categories }));
  const { changed } = autosave;
  const opened = useRef(categories);
  useEffect(() => {
    if (categories !== opened.current) changed();
  }, [categories, changed]);
  const [files, setFiles] = useState<ApplicationFile[]>(application.files);
  const [categoryName, setCategoryName] = useState('');
  const [categoryError, setCategoryError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const uploaded = (file: ApplicationFile) => {
    setFiles((current) => [...current, file]);
  };

  const saveMenu = async () => {
    const parsed = menuDraftSchema.safeParse({ categories });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the menu');
      return;
    }
    setProblem(undefined);
    await autosave.hold();
    save.mutate(parsed.data, {
      onSuccess: () => void navigate(paths.partnerContract),
      onError: (error) => {
        autosave.release();
        toast.error(getErrorMessage(error, 'We could not save the menu.'));
      },
    });
  };

  return (
    <OnboardingLayout
      step={3}
      completed={savedSteps(application)}
      title="Menu setup"
      intro="Group your dishes into categories. New dishes start unrated: customers rate them once you are live."
    >
      <ReviewNote application={application} step="menu" />
      <form
        noValidate
        className="flex flex-wrap items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const name = categoryName.trim();
          if (!name) {
            setCategoryError('Enter a category name');
            return;
          }
          if (categories.some((category) => category.name.toLowerCase() === name.toLowerCase())) {
            setCategoryError('You already have this category');
            return;
          }
          setCategories((current) => [...current, { id: crypto.randomUUID(), name, dishes: [] }]);
          setCategoryName('');
          setCategoryError(undefined);
        }}
      >
        <TextField
          label="New category"
          placeholder="e.g. Thalis, Starters, Desserts"
          className="min-w-0 flex-1"
          value={categoryName}
          error={categoryError}
          onChange={(event) => {
            setCategoryName(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7">
          Add category
        </Button>
      </form>

      {categories.length === 0 && (
        <p className="rounded-2xl bg-white px-4 py-8 text-center text-stone-600">
          No categories yet. Add your first one above.
        </p>
      )}
      <ul className="space-y-4">
        {categories.map((category) => (
          <MenuCategoryCard
            key={category.id}
            category={category}
            files={files}
            onUploaded={uploaded}
            onChange={(changed) => {
              setCategories((current) => current.map((c) => (c.id === changed.id ? changed : c)));
            }}
            onRemove={() => {
              setCategories((current) => current.filter((c) => c.id !== category.id));
            }}
          />
        ))}
      </ul>

      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <StepActions backTo={paths.partnerDocs} autosave={autosave}>
        <Button
          variant="secondary"
          onClick={() => {
            setPreviewOpen(true);
          }}
        >
          <Eye className="size-4" aria-hidden /> Preview
        </Button>
        <Button onClick={() => void saveMenu()} pending={save.isPending} pendingLabel="Saving…">
          Save and continue
        </Button>
      </StepActions>
      <MenuPreviewDialog
        open={previewOpen}
        onClose={() => {
          setPreviewOpen(false);
        }}
        restaurantName={application.info?.restaurantName ?? ''}
        categories={categories}
      />
    </OnboardingLayout>
  );
}
