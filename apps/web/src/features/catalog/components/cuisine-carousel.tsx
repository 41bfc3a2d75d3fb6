import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCuisines } from '../api/get-cuisines';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cuisinesPageState, paths } from '@/config/paths';

/** SPEC.md §2 Home: 'Browse by Cuisines', two rows that scroll sideways. */
export function CuisineCarousel() {
  const cuisines = useCuisines();
  const navigate = useNavigate();
  const scroller = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="cuisines-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="cuisines-heading" className="text-xl font-bold sm:text-2xl">
          Browse by Cuisines
        </h2>
        <div className="hidden gap-2 sm:flex">
          <button
            type="button"
            onClick={() => {
              scrollBy(-1);
            }}
            className="rounded-full border border-stone-300 bg-white p-2 hover:bg-stone-100"
            aria-label="Scroll cuisines left"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => {
              scrollBy(1);
            }}
            className="rounded-full border border-stone-300 bg-white p-2 hover:bg-stone-100"
            aria-label="Scroll cuisines right"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      {cuisines.isPending && (
        <div className="grid grid-flow-col grid-rows-2 gap-3 overflow-hidden">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="size-24 rounded-full" />
          ))}
        </div>
      )}
      {cuisines.isError && (
        <ListError
          message="We couldn't load cuisines."
          onRetry={() => void cuisines.refetch()}
          retrying={cuisines.isFetching}
        />
      )}
      {cuisines.data && (
        <ul
          ref={scroller}
          className="grid snap-x auto-cols-[6.5rem] grid-flow-col grid-rows-2 gap-x-3 gap-y-4 overflow-x-auto pb-2 sm:auto-cols-[7.5rem]"
        >
          {cuisines.data.data.map((cuisine) => (
            <li key={cuisine.category_id} className="snap-start">
              <button
                type="button"
                onClick={() => void navigate(paths.cuisines, cuisinesPageState(cuisine.category_id))}
                className="group flex w-full flex-col items-center gap-1.5 rounded-xl p-1 text-center"
              >
                <img
                  src={cuisine.category_image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="size-20 rounded-full bg-stone-100 object-cover shadow-sm ring-2 ring-transparent transition group-hover:ring-brand-500 sm:size-24"
                />
                <span className="text-sm font-semibold text-stone-800">{cuisine.category_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
