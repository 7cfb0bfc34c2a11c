import { defaultPageSize, fromMinor, minor, type GeneralReportType } from '@exchange/domain';
import type { Caller } from '../caller.ts';
import type { Database } from '../db/client.ts';
import { loadActingUser } from '../hierarchy/subtree.ts';
import { childrenFiguresPage } from './queries.ts';

/**
 * general-report: the operator's direct children, each with its balance (ALL) or credit reference (c2),
 * numbered across pages. The screen reads it 10 at a time; an export reads it whole (`pageSize`).
 */
export async function generalReportPage(
  db: Database,
  caller: Caller,
  query: { type: GeneralReportType; page: number; pageSize?: number },
) {
  const pageSize = query.pageSize ?? defaultPageSize;
  const acting = await loadActingUser(db, caller);
  const { rows, totalDocs } = await childrenFiguresPage(db, acting.id, query.page, pageSize);
  return {
    items: rows.map((row, index) => ({
      srNo: (query.page - 1) * pageSize + index + 1,
      _id: row.id,
      username: row.username,
      fullname: row.fullname,
      amount: fromMinor(minor(query.type === 'c2' ? row.creditReference : (row.balance ?? 0))),
    })),
    page: query.page,
    totalPages: Math.ceil(totalDocs / pageSize),
    totalDocs,
  };
}
