import { SiteFooter } from '@/components/site-footer';
import { TrainJourneyPage } from '@/features/journeys/components/train-journey-page';

export function TrainRoute() {
  return (
    <>
      <title>Food to your train seat — RailBite</title>
      <TrainJourneyPage />
      <SiteFooter />
    </>
  );
}
