import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search, Star, X } from 'lucide-react';
import { useCatalogSearch } from '../api/search-catalog';
import { ListError } from '@/components/ui/list-error';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { cuisinesPageState, paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDeliveryLocation } from '@/lib/delivery-location';
import { formatDistanceKm } from '@/lib/format';

const suggestedTerms = ['Pizza', 'Burger', 'Biryani', 'Chinese', 'Italian'];

export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="full-screen">
      <SearchPanel titleId={titleId} onClose={onClose} />
    </ModalDialog>
  );
}

function SearchPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, 500);
  const search = useCatalogSearch(debounced);
  const location = useDeliveryLocation();
  const navigate = useNavigate();
  const blank = debounced.trim() === '';
  const results = search.data?.data;
  const settling = term.trim() !== '' && term !== debounced;

  return (
    <div className="flex h-full flex-col">
      {/* Full screen at every size; on a wide screen the field and results keep a readable column. */}
      <div className="border-b border-stone-200">
        <div className="mx-auto flex w-full max-w-3xl items-center gap-2 p-3 sm:p-4">
          <h2 id={titleId} className="sr-only">
            Search RailBite
          </h2>
          <label className="flex flex-1 items-center gap-2 rounded-xl border border-stone-300 bg-stone-50 px-3 focus-within:ring-2 focus-within:ring-brand-600">
            <Search className="size-5 text-stone-500" aria-hidden />
            <span className="sr-only">Search for restaurants, cuisines or dishes</span>
            <input
              type="search"
              autoFocus
              value={term}
              maxLength={100}
              onChange={(event) => {
                setTerm(event.target.value);
              }}
              onKeyDown={(event) => {
                // A search field's native Escape only clears its text; here Escape closes the overlay.
                if (event.key === 'Escape') {
                  event.preventDefault();
                  onClose();
                }
              }}
              placeholder="Search for restaurants, cuisines or dishes"
              className="w-full bg-transparent py-3 text-base outline-none"
            />
          </label>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2.5 text-stone-600 hover:bg-stone-100"
            aria-label="Close search"
          >
            <X className="size-6" aria-hidden />
          </button>
        </div>
      </div>

      <div className="flex-1 overflow-y-auto" aria-live="polite">
        <div className="mx-auto max-w-3xl p-4">
          {blank && !settling && (
            <SuggestedTerms
              terms={[...suggestedTerms, 'Desserts']}
              title="Popular searches"
              onPick={setTerm}
            />
          )}
          {(settling || (search.isFetching && !results)) && (
            <p className="flex items-center gap-2 text-stone-600" role="status">
              <Spinner /> Searching…
            </p>
          )}
          {search.isError && !settling && (
            <ListError
              message="Search failed. Please try again."
              onRetry={() => void search.refetch()}
              retrying={search.isFetching}
            />
          )}
          {results && !blank && !settling && (
            <>
              {results.categories.length === 0 && results.restaurants.length === 0 ? (
                <div className="space-y-4">
                  <p className="text-stone-700">
                    No results for “{debounced.trim()}”
                    {location ? ` among the restaurants that deliver to ${location.name}` : ''}. Try another
                    dish, cuisine or restaurant.
                  </p>
                  <SuggestedTerms terms={suggestedTerms} title="Try" onPick={setTerm} />
                </div>
              ) : (
                <div className="space-y-6">
                  {results.categories.length > 0 && (
                    <ResultSection title="Cuisines">
                      <ul className="flex flex-wrap gap-2">
                        {results.categories.map((cuisine) => (
                          <li key={cuisine.category_id}>
                            <button
                              type="button"
                              onClick={() => {
                                onClose();
                                void navigate(paths.cuisines, cuisinesPageState(cuisine.category_id));
                              }}
                              className="flex items-center gap-2 rounded-full border border-stone-300 bg-white py-1 pr-4 pl-1 font-medium hover:border-brand-600"
                            >
                              <img
                                src={cuisine.category_image}
                                alt=""
                                width={32}
                                height={32}
                                className="size-8 rounded-full"
                              />
                              {cuisine.category_name}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </ResultSection>
                  )}
                  {results.restaurants.length > 0 && (
                    <ResultSection title="Restaurants">
                      <ul className="divide-y divide-stone-100">
                        {results.restaurants.map((restaurant) => (
                          <li key={restaurant.restaurant_id}>
                            <Link
                              to={paths.restaurantMenu(restaurant.restaurant_id)}
                              onClick={onClose}
                              className="flex items-center gap-3 rounded-lg px-1 py-2.5 hover:bg-stone-50"
                            >
                              <img
                                src={restaurant.restaurant_image}
                                alt=""
                                width={64}
                                height={40}
                                className="h-12 w-16 shrink-0 rounded-lg bg-stone-100 object-cover"
                              />
                              <span className="min-w-0 flex-1">
                                <span className="block truncate font-semibold">
                                  {restaurant.restaurant_name}
                                </span>
                                <span className="block truncate text-sm text-stone-600">
                                  {restaurant.cuisine_type} · {restaurant.station_name}
                                  {restaurant.distance_km !== undefined &&
                                    ` · ${formatDistanceKm(restaurant.distance_km)} · ${restaurant.estimated_delivery_time}`}
                                </span>
                              </span>
                              <span className="inline-flex items-center gap-0.5 text-sm font-semibold text-green-800">
                                <Star className="size-3.5 fill-current" aria-hidden />
                                {restaurant.rating.toFixed(1)}
                              </span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </ResultSection>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function SuggestedTerms({
  terms,
  title,
  onPick,
}: {
  terms: string[];
  title: string;
  onPick: (term: string) => void;
}) {
  return (
    <ResultSection title={title}>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => {
                onPick(term);
              }}
              className="rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:border-brand-600"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}

function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
