/** Budgets of DESIGN.md section 7: a figure next to its limit, "ok" or "OVER" (never a failure). */
import type { Table } from './table.ts';

export interface BudgetCheck {
  figure: string;
  measured: number;
  /** The largest acceptable value, in the unit of `measured`. */
  limit: number;
  format: (value: number) => string;
}

export function budgetTable(title: string, checks: readonly BudgetCheck[]): Table {
  return {
    title,
    header: ['figure', 'measured', 'budget', ''],
    rows: checks.map((check) => [check.figure, check.format(check.measured), `≤ ${check.format(check.limit)}`, check.measured <= check.limit ? 'ok' : 'OVER']),
  };
}
