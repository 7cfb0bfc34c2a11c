-- Issue 37: a replaced payment QR was kept (up to 5 MB each, forever, and still served). Saving methods
-- now deletes the one it replaces (cashier/methods.ts); this removes those left before. A `qr` file is
-- kept while a payment method points at it or any setting names it (the welcome images are stored as
-- `qr` files and named by the settings row); receipts are never touched.
DELETE FROM "payment_files" AS f
WHERE f."kind" = 'qr'
  AND NOT EXISTS (SELECT 1 FROM "payment_settings" AS s WHERE s."qr_file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "settings" AS g WHERE g."value"::text LIKE '%' || f."id"::text || '%');
