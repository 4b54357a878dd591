-- Bulk upload matches rows to a vendor's live plants by name (and size), case- and space-insensitively:
-- without this index each row scanned all of the vendor's items.
CREATE INDEX IF NOT EXISTS inventory_items_vendor_name_lookup ON inventory_items (vendor_id, lower(btrim(plant_name))) WHERE deleted_at IS NULL;
