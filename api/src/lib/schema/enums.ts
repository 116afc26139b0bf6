import { z } from 'zod';
import {
  CANDIDATE_STATUSES,
  DEMAND_STATUSES,
  DEMAND_TYPES,
  EVENT_STATUSES,
  PAYMENT_METHODS,
  ROLES,
  SUBSCRIPTION_TYPES,
} from '../../db/schema';
import { EVENT_TYPES, NOTICE_DAYS } from '../../domain/agenda';

// The value lists several shapes share, each a named component of the OpenAPI document so that
// the generated client types carry its name (`Role`, `DemandStatus`, ...). A named schema is
// declared once: every field with these values uses the same instance.

export const Role = z.enum(ROLES).meta({ id: 'Role' });

export const DemandType = z.enum(DEMAND_TYPES).meta({ id: 'DemandType' });

export const DemandStatus = z.enum(DEMAND_STATUSES).meta({ id: 'DemandStatus' });

export const CandidateStatus = z.enum(CANDIDATE_STATUSES).meta({ id: 'CandidateStatus' });

export const SubscriptionType = z.enum(SUBSCRIPTION_TYPES).meta({ id: 'SubscriptionType' });

export const PaymentMethod = z.enum(PAYMENT_METHODS).meta({ id: 'PaymentMethod' });

export const EventStatus = z.enum(EVENT_STATUSES).meta({ id: 'EventStatus' });

/** Read as text: a News of the calendar is built by the serializer, not stored. */
export const EventType = z.string().meta({ id: 'EventType', enum: [...EVENT_TYPES] });

export const NoticeDays = z.literal(NOTICE_DAYS).meta({ id: 'NoticeDays' });
