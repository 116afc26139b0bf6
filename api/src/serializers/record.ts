import type { InferSelectModel } from 'drizzle-orm';
import type { records } from '../db/schema';

type RecordRow = InferSelectModel<typeof records>;

export interface RecordJson {
  id: number;
  identifier: string;
  created_at: string;
  code: string;
  link: string;
  mine: boolean;
}

/** link opens the web app's shared-record form pre-filled (the code travels separately). */
export function recordJson(row: RecordRow, userId: number, webUrl: string): RecordJson {
  return {
    id: row.id,
    identifier: row.identifier,
    created_at: row.createdAt.toISOString(),
    code: row.code,
    link: `${webUrl}/records?shared=${row.shareId}`,
    mine: row.userId === userId,
  };
}
