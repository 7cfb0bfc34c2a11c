CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
-- The ledger guards itself (issue 15), whoever writes to it: ledger rows are appended, never updated or
-- deleted, and every ledger transaction commits with at least two entries summing to zero. The ledger
-- module (src/ledger/) is the only writer; these make any other writer's mistake (a bug, a hand edit in
-- psql) fail instead of corrupting money. Tests that damage the ledger on purpose turn them off for their
-- own transaction (src/ledger/testGuards.ts).
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation',
      HINT = 'Correct a ledger mistake with a new, balanced transaction.';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Refuses a ledger transaction with fewer than two entries or entries not summing to zero.
CREATE FUNCTION ledger_assert_balanced(checked_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entries bigint;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries
    FROM ledger_entries WHERE transaction_id = checked_id;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'Ledger transaction % does not balance: % entries summing to %', checked_id, entries, total
      USING ERRCODE = 'check_violation',
        HINT = 'A ledger transaction needs at least two entries, and they must sum to zero.';
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Checked at commit (deferred), so a transaction's row and its entries may be written in any number of
-- statements: a transaction without entries is caught by the first trigger, an entry added to an older
-- transaction by the second.
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
