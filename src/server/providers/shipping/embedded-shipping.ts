import { isInCarrierHands, parseQuarryTrackingNumber } from '../../../shared/rules/tracking';
import { conflict, invalid, notFound, refused } from '../../http/errors';
import { validateAddressByRules } from './address-validator';
import {
  carrierTimeline,
  embeddedTrackingNumber,
  eventsDue,
  nominalDeliveryAt,
  routingDigits,
} from './carrier-timeline';
import { renderLabelPdf } from './label-pdf';
import { billableWeight, checkLabelInput, embeddedLabelRates, serviceByToken } from './label-rates';
import { rateTable } from './rate-table';
import type { ShippingProvider } from './types';

export type EmbeddedShippingOptions = {
  /** CARRIER_PACE: how much faster than real days the embedded carrier's timelines run (1 = real time). */
  carrierPace?: number;
};

const SERVICE_MARK: Record<string, string> = {
  usps_ground_advantage: 'G',
  usps_priority: 'P',
  usps_priority_mail_international: 'I',
  ups_ground: 'G',
  ups_second_day_air: '2',
  ups_saver: 'I',
  fedex_home_delivery: 'H',
};

export const EMBEDDED_LABEL_PREFIX = 'emb_';

/**
 * The embedded shipping provider: a real address validator (country, state and postal-code rules of
 * address-rules.ts, with suggestions), a deterministic rate table (rate-table.ts), label rates by zone and
 * dimensional weight (label-rates.ts), 4×6 label PDFs (label-pdf.ts) and a carrier whose tracking events
 * follow from each tracking number (carrier-timeline.ts). Nothing leaves the machine.
 */
export function createEmbeddedShipping(opts: EmbeddedShippingOptions = {}): ShippingProvider {
  const pace = opts.carrierPace ?? 1;
  return {
    kind: 'embedded',
    async validateAddress(address) {
      return validateAddressByRules(address);
    },
    async rates(input) {
      return rateTable(input);
    },
    async labelRates(input) {
      return embeddedLabelRates(input);
    },

    async buyLabel({ rateId, labelRateInput, reference, idempotencyKey, now = new Date() }) {
      if (!reference.trim())
        throw invalid('reference: the order number is required', [
          { path: 'reference', message: 'Required' },
        ]);
      if (!idempotencyKey.trim()) {
        throw invalid('idempotencyKey is required', [{ path: 'idempotencyKey', message: 'Required' }]);
      }
      const [source, carrierToken, serviceToken] = rateId.split(':');
      const service = serviceToken ? serviceByToken(serviceToken) : undefined;
      if (source !== 'embedded' || !service || service.carrierToken !== carrierToken) {
        throw invalid('rateId: not a rate of the embedded carrier', [
          { path: 'rateId', message: 'Unknown rate' },
        ]);
      }
      checkLabelInput(labelRateInput);
      // Re-price: the id must be one the same input quotes now (a changed parcel or table makes it stale).
      const rate = embeddedLabelRates(labelRateInput).find((r) => r.id === rateId);
      if (!rate) throw conflict('This rate is no longer offered for this parcel: get rates again');
      const { to, parcel } = labelRateInput;
      const trackingNumber = embeddedTrackingNumber({
        carrierToken: rate.carrierToken,
        serviceCode: service.code,
        routing: routingDigits(to.countryCode, to.postalCode),
        rateId,
        reference,
        idempotencyKey,
      });
      const weights = billableWeight(parcel, service.divisor, service.dimAbove);
      const pdf = await renderLabelPdf({
        trackingNumber,
        carrier: rate.carrier,
        service: rate.service,
        serviceMark: SERVICE_MARK[rate.serviceToken] ?? 'S',
        to,
        reference,
        actualWeightOz: parcel.weightOz,
        billableWeightLb: weights.billableLb,
        dimensionsIn: [parcel.lengthIn, parcel.widthIn, parcel.heightIn].map((n) =>
          Math.max(1, Math.round(n)),
        ) as [number, number, number],
        zone: rate.zone,
        rateId,
      });
      return {
        labelId: `${EMBEDDED_LABEL_PREFIX}${trackingNumber}`,
        rateId,
        carrier: rate.carrier,
        carrierToken: rate.carrierToken,
        service: rate.service,
        serviceToken: rate.serviceToken,
        trackingNumber,
        rateCents: rate.amountCents,
        currency: 'USD',
        pdf,
        labelUrl: null,
        estimatedDeliveryDate: nominalDeliveryAt(trackingNumber, now, pace).toISOString().slice(0, 10),
        purchasedAt: now.toISOString(),
      };
    },

    async voidLabel({ labelId, purchasedAt, now = new Date() }) {
      const trackingNumber = labelId.startsWith(EMBEDDED_LABEL_PREFIX)
        ? labelId.slice(EMBEDDED_LABEL_PREFIX.length)
        : '';
      if (!parseQuarryTrackingNumber(trackingNumber)) throw notFound('Label');
      const scanned = eventsDue(trackingNumber, purchasedAt, pace, now).find((e) =>
        isInCarrierHands(e.status),
      );
      if (scanned) {
        throw refused(
          `The carrier has had this parcel since ${scanned.at} (${scanned.description.toLowerCase()}): a label in transit cannot be voided`,
        );
      }
      return { labelId, status: 'VOIDED', refundId: null };
    },

    async track({ trackingNumber, purchasedAt, now = new Date() }) {
      const parsed = parseQuarryTrackingNumber(trackingNumber);
      if (!parsed) throw notFound('Tracking number');
      const events = eventsDue(trackingNumber, purchasedAt, pace, now);
      const all = carrierTimeline(trackingNumber, purchasedAt, pace);
      const delivered = all.findLast((e) => e.status === 'DELIVERED');
      return {
        trackingNumber,
        carrierToken: parsed.carrier,
        status: events.at(-1)?.status ?? 'UNKNOWN',
        events,
        eta: delivered ? delivered.at : null,
      };
    },
  };
}
