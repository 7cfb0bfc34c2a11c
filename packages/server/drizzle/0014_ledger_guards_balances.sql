-- The database guards what players see (issue 36), as migration 0006 guards the ledger itself: the cached
-- balance and exposure of an account are what the ledger and the market rows say, whoever writes. The
-- ledger module (src/ledger/) is the only writer of balances; the exposure is the database's own.
--
-- 1. An entry of nothing moves nothing. NOT VALID: new entries are checked; old ones (the ledger refused a zero
-- before this) are never rewritten, being append-only.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0) NOT VALID;--> statement-breakpoint
-- 2. An account's exposure is the sum of its market exposure rows, kept by the database: every statement
-- that writes market rows sets the exposure of the accounts whose rows it wrote, recomputed rather than
-- added to, so the three triggers below may fire in any order (a statement can insert, update and delete
-- market rows at once) and each leaves the same sum. Every writer of market rows already holds the account
-- rows' locks (taken in id order), so this update never waits on them.
CREATE FUNCTION accounts_follow_market_exposures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET exposure = s.exposure, updated_at = now()
  FROM (
    SELECT u.user_id, coalesce((SELECT sum(e.exposure) FROM market_exposures e WHERE e.user_id = u.user_id), 0)
      AS exposure
    FROM (SELECT DISTINCT user_id FROM changed_rows) u
  ) s
  WHERE a.user_id = s.user_id AND a.exposure <> s.exposure;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER market_exposures_inserted AFTER INSERT ON market_exposures
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_follow_market_exposures();--> statement-breakpoint
CREATE TRIGGER market_exposures_updated AFTER UPDATE ON market_exposures
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_follow_market_exposures();--> statement-breakpoint
CREATE TRIGGER market_exposures_deleted AFTER DELETE ON market_exposures
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_follow_market_exposures();--> statement-breakpoint
-- Every account as the rule says before the guard below starts checking.
UPDATE accounts a SET exposure = coalesce((SELECT sum(e.exposure) FROM market_exposures e WHERE e.user_id = a.user_id), 0)
WHERE a.exposure <> coalesce((SELECT sum(e.exposure) FROM market_exposures e WHERE e.user_id = a.user_id), 0);--> statement-breakpoint
-- 3. A statement that changes an account's cached balance leaves it equal to the account's last entry's
-- balance_after (the ledger appends the entries first, then the balances), and one that changes its exposure
-- leaves it equal to the sum of its market rows. Checked once per statement over the rows it changed
-- (transition tables): a settlement changes 10,000 accounts in one statement, and a query per row would cost
-- it as much again (migration 0006). A new account starts at nothing.
CREATE FUNCTION accounts_check_cached() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wrong record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT n.id, n.balance, n.exposure INTO wrong FROM new_rows n WHERE n.balance <> 0 OR n.exposure <> 0 LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'Account % was created with balance % and exposure %', wrong.id, wrong.balance, wrong.exposure
        USING ERRCODE = 'check_violation', HINT = 'An account starts at nothing; money comes through the ledger.';
    END IF;
    RETURN NULL;
  END IF;
  SELECT n.id, n.balance, last.balance_after INTO wrong
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = n.id ORDER BY e.id DESC LIMIT 1), 0)
        AS balance_after
    ) last
    WHERE n.balance <> o.balance AND n.balance <> last.balance_after
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Account % balance % disagrees with its ledger (%)', wrong.id, wrong.balance, wrong.balance_after
      USING ERRCODE = 'check_violation', HINT = 'A balance changes only by a ledger transaction.';
  END IF;
  SELECT n.id, n.exposure, s.exposure AS sum INTO wrong
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(e.exposure), 0) AS exposure FROM market_exposures e WHERE e.user_id = n.user_id
    ) s
    WHERE n.exposure <> o.exposure AND n.exposure <> s.exposure
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Account % exposure % disagrees with its markets (%)', wrong.id, wrong.exposure, wrong.sum
      USING ERRCODE = 'check_violation', HINT = 'The exposure follows the market exposure rows.';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER accounts_cached_on_insert AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_check_cached();--> statement-breakpoint
CREATE TRIGGER accounts_cached_on_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_check_cached();--> statement-breakpoint
-- 4. At commit, every account with an entry of this transaction has the cached balance of its last entry: a
-- writer that appended entries and forgot the balances is refused. Deferred, and checked in bulk as
-- migration 0006's balance check is: the first new entry's event checks every account with an entry from
-- there on, in one statement, and remembers the id (ledger.balances_from); the events of the entries after it
-- skip. An INSERT into the entries forgets it (ledger_forget_balanced, now for both checks).
CREATE FUNCTION ledger_check_cached_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_from text := current_setting('ledger.balances_from', true);
  wrong record;
BEGIN
  IF checked_from <> '' AND NEW.id >= checked_from::bigint THEN
    RETURN NULL;
  END IF;
  SELECT a.id, a.balance, last.balance_after INTO wrong
    FROM (SELECT DISTINCT account_id FROM ledger_entries WHERE id >= NEW.id) touched
    JOIN accounts a ON a.id = touched.account_id
    CROSS JOIN LATERAL (
      SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1
    ) last
    WHERE a.balance <> last.balance_after
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Account % balance % is not its last entry''s balance after (%)', wrong.id, wrong.balance,
      wrong.balance_after
      USING ERRCODE = 'check_violation', HINT = 'The ledger writes the balances with the entries.';
  END IF;
  PERFORM set_config('ledger.balances_from', NEW.id::text, true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_forget_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.balanced_from', '', true);
  PERFORM set_config('ledger.balances_from', '', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_cached_balances AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_cached_balances();
