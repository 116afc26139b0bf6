import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offices } from '../../db/schema';
import { ValidationError, hasErrors } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { parseBody } from '../../lib/schema/fastify';
import type { EventInput, eventWriteBody } from '../../routes/agenda/schemas';
import { OfficeRef } from '../../routes/agenda/schemas';

const EXPENSE_KEYS = ['expense1', 'expense2', 'expense3'] as const;

/**
 * Reads an EventWrite body with its schema (`eventWriteBody`) and checks what needs the
 * database: the office must exist. Its error is reported with the body's own, in one answer.
 */
export async function readEventInput(
  db: Executor,
  schema: ReturnType<typeof eventWriteBody>,
  raw: unknown,
): Promise<EventInput> {
  const { data, errors = {} } = parseBody(schema, raw);
  if (errors.expenses) {
    // The form shows the expense errors together: each different message once, where the
    // error tree keeps one message per field.
    const messages = EXPENSE_KEYS.flatMap((key) => {
      const own = errors[key];
      return Array.isArray(own) ? own : [];
    });
    errors.expenses = [...new Set(messages)];
  }
  const office = OfficeRef.safeParse((raw as { office?: unknown } | null)?.office);
  const officeId = office.success ? office.data : null;
  if (officeId !== null && !errors.office) {
    const [found] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (!found) errors.office = [MSG.office];
  }
  if (hasErrors(errors) || !data) throw new ValidationError(errors);
  return data;
}
