import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import type { KnownSettingName } from './known.ts';

const maintenance: KnownSettingName = 'maintenance';

/** The site-wide maintenance switch (setting `maintenance`, a boolean). */
export async function isMaintenanceOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, maintenance));
  return row?.value === true;
}
