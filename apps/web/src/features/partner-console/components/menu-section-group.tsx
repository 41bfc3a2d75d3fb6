import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveMenuSection, useUpdateMenuSection } from '../api/save-menu-section';

type Direction = 'up' | 'down';

/**
 * A menu section on the console: its name, whether customers see it, and its actions (move up or
 * down, rename, hide or show, add a dish to it), above its dishes. After a move the focus stays on
 * the move button used, or goes to the other one when the section has reached an end.
 */
export function MenuSectionGroup({
  restaurantId,
  section,
  isFirst,
  isLast,
  dishCount,
  onRename,
  onAddDish,
  children,
}: {
  restaurantId: number;
  section: MenuSection;
  isFirst: boolean;
  isLast: boolean;
  dishCount: number;
  onRename: (section: MenuSection) => void;
  onAddDish: (section: MenuSection) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const move = useMoveMenuSection(restaurantId, section.sectionId);
  const visibility = useUpdateMenuSection(restaurantId, section.sectionId);
  const buttonIds = { up: useId(), down: useId() };
  const moved = useRef<Direction | null>(null);
  const { name, isHidden, position } = section;

  // The section's node moved in the page, which drops the focus: give it back once it has moved.
  useEffect(() => {
    const direction = moved.current;
    if (!direction) return;
    moved.current = null;
    const reachedEnd = direction === 'up' ? isFirst : isLast;
    const target = reachedEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    document.getElementById(buttonIds[target])?.focus();
    // Only a new position means the move has rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position]);

  const moveTo = (direction: Direction) => {
    // Set before the answer: the render that shows the new position may come before any callback.
    moved.current = direction;
    move.mutate(direction, {
      onError: (error) => {
        moved.current = null;
        toast.error(getErrorMessage(error, `We could not move ${name}. Please try again.`));
      },
    });
  };
  const setHidden = (hidden: boolean) => {
    visibility.mutate(
      { isHidden: hidden },
      {
        onSuccess: () => {
          toast.success(
            hidden
              ? `${name} is hidden: customers no longer see its dishes.`
              : `${name} is back on the menu.`,
          );
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, `We could not change ${name}. Please try again.`));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      data-section-id={section.sectionId}
      className={`rounded-xl border p-3 ${isHidden ? 'border-dashed border-stone-400 bg-stone-50' : 'border-stone-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold break-words text-stone-900">
            {name}
          </h3>
          <p className="text-sm text-stone-600">
            {dishCount === 1 ? '1 dish' : `${String(dishCount)} dishes`}
            {isHidden && (
              <>
                {' · '}
                <span className="font-semibold text-stone-800">Hidden from customers</span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            id={buttonIds.up}
            variant="ghost"
            className="px-2.5"
            aria-label={`Move ${name} up`}
            disabled={isFirst || move.isPending}
            onClick={() => {
              moveTo('up');
            }}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            id={buttonIds.down}
            variant="ghost"
            className="px-2.5"
            aria-label={`Move ${name} down`}
            disabled={isLast || move.isPending}
            onClick={() => {
              moveTo('down');
            }}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            aria-label={`Rename ${name}`}
            onClick={() => {
              onRename(section);
            }}
          >
            Rename
          </Button>
          <Button
            variant="ghost"
            aria-label={`${isHidden ? 'Show' : 'Hide'} ${name}`}
            pending={visibility.isPending}
            pendingLabel="Saving…"
            onClick={() => {
              setHidden(!isHidden);
            }}
          >
            {isHidden ? 'Show' : 'Hide'}
          </Button>
          <Button
            variant="secondary"
            aria-label={`Add a dish to ${name}`}
            onClick={() => {
              onAddDish(section);
            }}
          >
            <Plus className="size-4" aria-hidden /> Dish
          </Button>
        </div>
      </div>
      {children}
    </section>
  );
}
