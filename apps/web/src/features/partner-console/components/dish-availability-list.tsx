import { useId, useState } from 'react';
import { FolderPlus, Plus, Search } from 'lucide-react';
import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { usePartnerMenu } from '../api/get-menu';
import { useMenuSections } from '../api/get-menu-sections';
import { groupBySection } from '../utils/group-by-section';
import { DishFormDialog } from './dish-form-dialog';
import type { DishDialogTarget } from './dish-form-dialog';
import { DishRow } from './dish-row';
import { MenuSectionGroup } from './menu-section-group';
import { SectionNameDialog } from './section-name-dialog';
import type { SectionDialogTarget } from './section-name-dialog';

function DishList({
  label,
  restaurantId,
  dishes,
  onEdit,
}: {
  label: string;
  restaurantId: number;
  dishes: readonly PartnerDish[];
  onEdit: (dish: PartnerDish) => void;
}) {
  return (
    <ul className="divide-y divide-stone-200" aria-label={label}>
      {dishes.map((dish) => (
        <DishRow key={dish.dishId} restaurantId={restaurantId} dish={dish} onEdit={onEdit} />
      ))}
    </ul>
  );
}

/**
 * The menu in the order customers see it, by section (ADR 036): add, rename, order and hide
 * sections; add and edit dishes (and move them between sections), hide them, and switch each one's
 * availability (sold out shows "Not Available" to customers at once, and checkout refuses it).
 */
export function DishAvailabilityList({ restaurantId }: { restaurantId: number }) {
  const searchId = useId();
  const menu = usePartnerMenu(restaurantId);
  const sectionsQuery = useMenuSections(restaurantId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<DishDialogTarget | null>(null);
  const [naming, setNaming] = useState<SectionDialogTarget | null>(null);
  const dishes = menu.data?.data ?? [];
  const sections = sectionsQuery.data?.data ?? [];
  const term = search.trim().toLowerCase();
  const matches = (dish: PartnerDish) =>
    !term || `${dish.name} ${dish.mealCategory}`.toLowerCase().includes(term);
  const shown = dishes.filter(matches);
  const onEdit = (dish: PartnerDish) => {
    setEditing({ kind: 'edit', dish });
  };

  if (menu.isPending || sectionsQuery.isPending) {
    return (
      <div className="space-y-3" aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  }
  const failed = menu.isError ? menu : sectionsQuery.isError ? sectionsQuery : null;
  if (failed) {
    return (
      <ListError
        message={getErrorMessage(failed.error, 'We could not load your dishes.')}
        onRetry={() => {
          void menu.refetch();
          void sectionsQuery.refetch();
        }}
        retrying={menu.isFetching || sectionsQuery.isFetching}
      />
    );
  }
  const available = dishes.filter((dish) => dish.isAvailable).length;
  // While searching, a section without a match is left out; otherwise every section shows.
  const groups = groupBySection(shown, sections).filter((group) => !term || group.dishes.length > 0);
  const sectionAt = (section: MenuSection) => sections.findIndex((s) => s.sectionId === section.sectionId);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {available} of {dishes.length} dishes available.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setNaming({ kind: 'new' });
            }}
          >
            <FolderPlus className="size-4" aria-hidden /> Add section
          </Button>
          <Button
            onClick={() => {
              setEditing({ kind: 'new', sectionId: null });
            }}
          >
            <Plus className="size-4" aria-hidden /> Add dish
          </Button>
        </div>
      </div>
      <DishFormDialog
        restaurantId={restaurantId}
        sections={sections}
        target={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <SectionNameDialog
        restaurantId={restaurantId}
        target={naming}
        onClose={() => {
          setNaming(null);
        }}
      />
      <div className="flex items-center rounded-lg border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-brand-600">
        <Search className="ml-3 size-4 text-stone-500" aria-hidden />
        <label htmlFor={searchId} className="sr-only">
          Search dishes
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Search dishes"
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2.5 text-base outline-none"
        />
      </div>
      {dishes.length === 0 && sections.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-600">This restaurant has no dishes yet.</p>
      ) : term && shown.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-stone-600">
          No dish matches “{search.trim()}”.
        </p>
      ) : sections.length === 0 ? (
        <DishList label="Dishes" restaurantId={restaurantId} dishes={shown} onEdit={onEdit} />
      ) : (
        <div className="space-y-3">
          {groups.map(({ section, dishes: inGroup }) =>
            section === null ? (
              <section key="none" aria-label="Dishes in no section" className="px-3">
                <h3 className="font-bold text-stone-900">Not in a section</h3>
                <p className="text-sm text-stone-600">Customers see these first, above every section.</p>
                <DishList
                  label="Dishes in no section"
                  restaurantId={restaurantId}
                  dishes={inGroup}
                  onEdit={onEdit}
                />
              </section>
            ) : (
              <MenuSectionGroup
                key={section.sectionId}
                restaurantId={restaurantId}
                section={section}
                isFirst={sectionAt(section) === 0}
                isLast={sectionAt(section) === sections.length - 1}
                dishCount={dishes.filter((dish) => dish.sectionId === section.sectionId).length}
                onRename={(chosen) => {
                  setNaming({ kind: 'rename', section: chosen });
                }}
                onAddDish={(chosen) => {
                  setEditing({ kind: 'new', sectionId: chosen.sectionId });
                }}
              >
                {inGroup.length === 0 ? (
                  <p className="py-3 text-sm text-stone-600">
                    No dishes yet: add one, or move one here from its Edit form.
                  </p>
                ) : (
                  <DishList
                    label={`Dishes in ${section.name}`}
                    restaurantId={restaurantId}
                    dishes={inGroup}
                    onEdit={onEdit}
                  />
                )}
              </MenuSectionGroup>
            ),
          )}
        </div>
      )}
    </div>
  );
}
