-- The five sports of the feed with their default stake limits (paisa) and in-play delays (seconds):
-- Rs 100 to Rs 5,00,000 on cricket, Rs 2,00,000 on soccer and tennis, Rs 50,000 on racing; an admin
-- changes them with save-sport-settings. Existing rows are left as they are.
INSERT INTO "sport_settings" ("sport_id", "name", "active", "min_bet", "max_bet", "delay_seconds") VALUES
  (1, 'Soccer', true, 10000, 20000000, 5),
  (2, 'Tennis', true, 10000, 20000000, 3),
  (4, 'Cricket', true, 10000, 50000000, 5),
  (7, 'Horse Racing', true, 10000, 5000000, 1),
  (4339, 'Greyhound Racing', true, 10000, 5000000, 1)
ON CONFLICT ("sport_id") DO NOTHING;
