import { z } from 'zod';
import { Role } from '../../lib/schema/enums';
import { City, NamedEntry, Office, Skill } from '../../serializers/lookups';
import { PaymentRecord, Subscription } from '../subscriptions/schemas';

/** The User the profile routes answer (users/me/, users/confirm-account/). */

export const CustomSkill = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    payment: z.number().int().nullable(),
  })
  .meta({ id: 'CustomSkill' });

const Lawfirm = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    lawyer: z.string().nullable(),
    description: z.string().nullable(),
    description2: z.string().nullable(),
    address: z.string().nullable(),
    city: City.nullable(),
    city2: City.nullable(),
    zip: z.string().nullable(),
    phone: z.string().nullable(),
    fax: z.string().nullable(),
  })
  .meta({ id: 'Lawfirm' });

const Profile = z
  .object({
    type: Role,
    picture: z.string().nullable(),
    is_complete: z.boolean(),
    city: City.nullable(),
    collega_section: NamedEntry.nullable(),
    skills: z.array(Skill),
    custom_skills: z.array(CustomSkill),
    aiga_section: NamedEntry.nullable(),
    pec: z.string().nullable(),
    vat: z.string().nullable(),
    coa_office: Office.nullable(),
    register_number: z.string().nullable(),
    lawfirm: Lawfirm.nullable(),
    credits: z.number().int(),
    is_cassationist: z.boolean(),
    is_auditor: z.boolean(),
    is_sales_delegate: z.boolean(),
    is_statutory_auditor: z.boolean(),
    is_civil_and_commercial_mediator: z.boolean(),
    is_over_indebtedness_crises: z.boolean(),
    is_corporate_crisis_manager: z.boolean(),
    is_chancellor: z.boolean(),
    is_chamber_of_commerce: z.boolean(),
    birth_month: z.number().int().nullable(),
  })
  .meta({ id: 'Profile' });

/** Subscriptions and payments have the subscription routes' shapes. */
const ActiveSubscription = Subscription;
const LastPayment = PaymentRecord;

export const User = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birth_date: z.string().nullable().meta({ format: 'date' }),
    fiscal_code: z.string().nullable(),
    terms: z.boolean(),
    privacy: z.boolean(),
    gdpr: z.boolean(),
    under46: z.boolean(),
    trial_expires_at: z.string().nullable().meta({ format: 'date-time' }),
    subscriptions: z.array(ActiveSubscription),
    profile: Profile,
    created_at: z.string().meta({ format: 'date-time' }),
    is_aiga: z.boolean(),
    is_certified: z.boolean(),
    is_gold: z.boolean(),
    is_skills: z.boolean(),
    purchased_skills: z.number().int(),
    is_custom_skills: z.boolean(),
    custom_skills_count: z.number().int(),
    skills_limit: z.number().int(),
    skills_locked_until: z.string().nullable().meta({ format: 'date-time' }),
    email_enabled: z.boolean(),
    notifications_enabled: z.boolean(),
    last_payment: LastPayment.nullable(),
    temp_demand: z.number().int().nullable(),
    is_new: z.boolean(),
    missing_popups: z.array(z.number().int()),
  })
  .meta({ id: 'User' });
