import { Link, useLocation } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { useCuisines } from '@/features/catalog/api/get-cuisines';
import { DeliveryLocationBar } from '@/components/delivery-location-bar';
import { RestaurantGrid } from '@/features/catalog/components/restaurant-grid';
import { categoryIdFromState, paths } from '@/config/paths';

export function CuisinesRoute() {
  const location = useLocation();
  const categoryId = categoryIdFromState(location.state);
  const cuisines = useCuisines();
  const cuisine = cuisines.data?.data.find((candidate) => candidate.category_id === categoryId);
  const heading = cuisine ? `${cuisine.category_name} restaurants` : 'Restaurants';

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-6 sm:px-6">
      <title>{`${heading} — RailBite`}</title>
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ChevronLeft className="size-4" aria-hidden />
        All restaurants
      </Link>
      <div className="flex items-center gap-4">
        {cuisine && (
          <img
            src={cuisine.category_image}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full bg-stone-100"
          />
        )}
        <h1 id="cuisine-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {heading}
        </h1>
      </div>
      <DeliveryLocationBar />
      <RestaurantGrid
        key={categoryId}
        params={{ cuisineId: categoryId }}
        labelledBy="cuisine-heading"
        emptyText="No restaurants available for this cuisine."
        endText="No more restaurants to load"
      />
    </main>
  );
}
