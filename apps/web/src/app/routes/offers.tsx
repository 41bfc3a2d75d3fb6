import { DeliveryLocationBar } from '@/components/delivery-location-bar';
import { SiteFooter } from '@/components/site-footer';
import { useRestaurants } from '@/features/catalog/api/get-restaurants';
import type { RestaurantListParams } from '@/features/catalog/api/get-restaurants';
import { RestaurantGrid } from '@/features/catalog/components/restaurant-grid';
import { OffersTabs } from '@/features/offers/components/offers-tabs';
import { PromoCarousel } from '@/features/offers/components/promo-carousel';
import type { PromoSlide } from '@/features/offers/components/promo-carousel';
import { paths } from '@/config/paths';

/** Restaurants that really have an offer: the same list feeds the carousel and the grid. */
const withOffers: RestaurantListParams = { filters: { hasOffer: true } };
const slideCount = 4;

export function OffersRoute() {
  const restaurants = useRestaurants(withOffers);
  const slides: PromoSlide[] = (restaurants.data?.pages[0]?.restaurants ?? [])
    .slice(0, slideCount)
    .map((restaurant) => ({
      id: restaurant.restaurant_id,
      title: restaurant.restaurant_name,
      offer: restaurant.offer_text ?? '',
      image: restaurant.restaurant_image,
      href: paths.restaurantMenu(restaurant.restaurant_id),
    }));

  return (
    <>
      <main className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6">
        <title>Offers near me — RailBite</title>
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Offers near me</h1>
          <p className="text-stone-600">Deals from restaurants delivering to you today.</p>
        </div>
        <DeliveryLocationBar />
        {restaurants.isPending ? (
          <div className="aspect-[16/10] animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none sm:aspect-[21/8]" />
        ) : (
          <PromoCarousel slides={slides} />
        )}
        <OffersTabs
          orderOnline={
            <section aria-labelledby="offer-restaurants-heading" className="space-y-4">
              <h2 id="offer-restaurants-heading" className="text-xl font-bold">
                Restaurants with offers
              </h2>
              <RestaurantGrid
                params={withOffers}
                labelledBy="offer-restaurants-heading"
                emptyText="No restaurants have offers right now. Check back soon."
                endText="That's every restaurant with an offer."
              />
            </section>
          }
        />
      </main>
      <SiteFooter />
    </>
  );
}
