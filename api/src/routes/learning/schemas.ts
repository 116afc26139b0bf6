import { z } from 'zod';

/** Response shapes of the training shop (services/learning/catalog.ts, purchases.ts). */

const euro = () => z.string().meta({ description: 'Importo in euro, es. "49.00".' });

export const CourseCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    background_color: z.string(),
    foreground_color: z.string(),
  })
  .meta({ id: 'CourseCategory' });

const CourseInfo = z.object({
  cfp: z.number().int(),
  duration: z.number().int(),
  accreditation_limit: z.string().nullable(),
  professors: z.array(z.string()),
  resources: z.array(z.object({ name: z.string(), link: z.string(), duration: z.number() })),
  attachment: z.string().nullable(),
  deadline: z.string().nullable(),
});

export const CatalogItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short_description: z.string(),
    long_description: z.string(),
    cost: euro(),
    package_available: z.boolean(),
    category: CourseCategory.nullable(),
    image: z.string().nullable(),
    course: CourseInfo.nullable(),
    package: z
      .object({
        full_cost: euro(),
        courses: z.array(z.object({ id: z.number().int(), name: z.string(), cfp: z.number() })),
      })
      .nullable(),
    last_purchased: z
      .object({ created_at: z.string(), course: z.object({ deadline: z.string().nullable() }) })
      .nullable(),
  })
  .meta({ id: 'CatalogItem' });

export const PurchasedItem = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    item: CatalogItem,
    package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    deadline: z.string().nullable(),
    accreditation_limit: z.string().nullable(),
  })
  .meta({ id: 'PurchasedItem' });

export const ExternalProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    link: z.string(),
    amount: euro().nullable(),
  })
  .meta({ id: 'ExternalProduct' });

const SandboxOrderStatus = z.enum(['CREATED', 'COMPLETED']);

export const SandboxOrder = z.object({ id: z.string(), status: SandboxOrderStatus });

export const SandboxOrderDetail = SandboxOrder.extend({
  item_id: z.number().int(),
  amount: z.object({ value: euro(), tax: euro(), currency: z.string() }),
});
