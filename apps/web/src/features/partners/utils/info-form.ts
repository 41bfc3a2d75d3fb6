import { z } from 'zod';
import { infoDraftSchema } from '@railbite/contract/partner-application';
import type { InfoDraft, InfoDraftInput } from '@railbite/contract/partner-application';
import {
  defaultCloseTime,
  defaultMinimumOrder,
  defaultOpenTime,
  weekDays,
} from '@railbite/contract/partner-application-rules';
import type { WeekDay } from '@railbite/contract/partner-application-rules';
import type { Application } from '@railbite/contract/partner-application';

/** The form's own values: text where people type (cities, the WhatsApp number), the station's name to show. */
export type InfoFormValues = Omit<InfoDraftInput, 'deliveryCities' | 'differentWhatsapp' | 'outlet'> & {
  deliveryCitiesText: string;
  differentWhatsapp: string;
  stationName: string;
  outlet: Omit<InfoDraftInput['outlet'], 'state' | 'landmark' | 'placeId'> & {
    state: string;
    landmark: string;
    placeId: string | null;
  };
};

/** The request body the values stand for (the server validates it with the same schema). */
export function infoBody(values: InfoFormValues): InfoDraftInput {
  const { deliveryCitiesText, differentWhatsapp, stationName: _stationName, ...rest } = values;
  return {
    ...rest,
    deliveryCities: deliveryCitiesText
      .split(',')
      .map((city) => city.trim())
      .filter(Boolean),
    differentWhatsapp: values.whatsappOption === 'different' ? differentWhatsapp : null,
    // Per-day hours only for working days and only when chosen.
    daySlots:
      values.timingOption === 'separate'
        ? Object.fromEntries(values.workingDays.map((day) => [day, values.daySlots[day] ?? values.slot]))
        : {},
  };
}

/** Validates the values as their body: errors land on the schema's paths (cities: `deliveryCities`). */
export const infoFormSchema = z.preprocess(
  (values) => infoBody(values as InfoFormValues),
  infoDraftSchema,
) as unknown as z.ZodType<InfoDraft, InfoFormValues>;

/**
 * The form as the applicant left it: the saved step (or a blank one) with what was typed since on
 * top (ADR 038), wherever that was typed.
 */
export function infoFormDefaults(application: Application): InfoFormValues {
  const base = savedOrBlankInfo(application);
  const typed = application.partial.info;
  if (!typed) return base;
  const { deliveryCities, differentWhatsapp, outlet, slot, daySlots, ...rest } = typed;
  const typedSlot = { ...base.slot, ...slot };
  const slotOf = (day: WeekDay) => ({ ...typedSlot, ...base.daySlots[day], ...daySlots?.[day] });
  return {
    ...base,
    ...rest,
    deliveryCitiesText: deliveryCities?.join(', ') ?? base.deliveryCitiesText,
    differentWhatsapp: differentWhatsapp ?? base.differentWhatsapp,
    stationName: typed.stationCode ?? base.stationName,
    outlet: {
      ...base.outlet,
      ...outlet,
      state: outlet?.state ?? base.outlet.state,
      landmark: outlet?.landmark ?? base.outlet.landmark,
    },
    slot: typedSlot,
    daySlots: Object.fromEntries(
      Object.keys(daySlots ?? base.daySlots).map((day) => [day, slotOf(day as WeekDay)]),
    ),
  };
}

function savedOrBlankInfo(application: Application): InfoFormValues {
  const info = application.info;
  if (info)
    return {
      ...info,
      deliveryCitiesText: info.deliveryCities.join(', '),
      differentWhatsapp: info.differentWhatsapp ?? '',
      stationName: info.stationCode,
      outlet: { ...info.outlet, state: info.outlet.state ?? '', landmark: info.outlet.landmark ?? '' },
    };
  return {
    ownerName: '',
    restaurantName: '',
    email: '',
    mobile: '',
    whatsappOption: 'same',
    differentWhatsapp: '',
    outlet: {
      completeAddress: '',
      area: '',
      city: '',
      state: '',
      pincode: '',
      landmark: '',
      latitude: 0,
      longitude: 0,
      placeId: null,
    },
    stationCode: '',
    stationName: '',
    deliveryCitiesText: '',
    cuisineIds: [],
    costForTwo: 300,
    minimumOrder: defaultMinimumOrder,
    isPureVeg: false,
    timingOption: 'same',
    workingDays: [...weekDays],
    slot: { openTime: defaultOpenTime, closeTime: defaultCloseTime },
    daySlots: {},
  };
}
