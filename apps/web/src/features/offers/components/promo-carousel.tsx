import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

export type PromoSlide = { id: number; title: string; offer: string; image: string; href: string };

/**
 * SPEC.md §9 promo carousel: 4 slides, a new one every 3 s. It stops while the pointer is over it or
 * focus is inside it, when the person prefers reduced motion, and when they press Pause (WCAG 2.2.2).
 */
export function PromoCarousel({ slides }: { slides: PromoSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = reducedMotion || hovered || focused || stopped;
  const [index, setIndex] = useAutoAdvance(slides.length, paused);
  if (slides.length === 0) return null;
  const go = (step: number) => {
    setIndex((index + step + slides.length) % slides.length);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Today's offers"
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-2xl bg-stone-900"
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${String(slideIndex + 1)} of ${String(slides.length)}`}
            hidden={slideIndex !== index}
            className="relative"
          >
            <img
              src={slide.image}
              alt=""
              width={1280}
              height={480}
              className="aspect-[16/10] w-full object-cover opacity-60 sm:aspect-[21/8]"
            />
            <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/80 via-black/30 to-transparent p-5 pb-14 text-white sm:p-8 sm:pb-16">
              <p className="text-sm font-semibold text-brand-200 uppercase">{slide.title}</p>
              <p className="mt-1 text-2xl font-extrabold sm:text-4xl">{slide.offer}</p>
              <Link
                to={slide.href}
                className="mt-3 inline-flex w-fit rounded-lg bg-white px-4 py-2 text-sm font-bold text-stone-900 hover:bg-brand-50"
              >
                Order now
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className="absolute right-3 bottom-3 left-3 flex items-center justify-between gap-2">
        <div className="flex gap-1.5">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Show offer ${String(slideIndex + 1)}`}
              aria-current={slideIndex === index}
              onClick={() => {
                setIndex(slideIndex);
              }}
              className={`h-2.5 rounded-full transition-all ${slideIndex === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50'}`}
            />
          ))}
        </div>
        <div className="flex gap-1.5">
          <CarouselButton
            label="Previous offer"
            onClick={() => {
              go(-1);
            }}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </CarouselButton>
          <CarouselButton
            label={stopped ? 'Play offers' : 'Pause offers'}
            onClick={() => {
              setStopped((value) => !value);
            }}
          >
            {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </CarouselButton>
          <CarouselButton
            label="Next offer"
            onClick={() => {
              go(1);
            }}
          >
            <ChevronRight className="size-5" aria-hidden />
          </CarouselButton>
        </div>
      </div>
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-900 hover:bg-white"
    >
      {children}
    </button>
  );
}
