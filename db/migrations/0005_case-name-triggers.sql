-- Keep petitions.petitioner_name and petitions.beneficiary_name (the list's name sorts) equal to the
-- petitioner company's name and the primary beneficiary's "First Last", whoever writes the rows.
CREATE OR REPLACE FUNCTION petitions_set_petitioner_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.petitioner_id IS NULL THEN
    NEW.petitioner_name := NULL;
  ELSE
    SELECT c.name INTO NEW.petitioner_name FROM companies c WHERE c.id = NEW.petitioner_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER petitions_petitioner_name_trg BEFORE INSERT OR UPDATE OF petitioner_id ON petitions
  FOR EACH ROW EXECUTE FUNCTION petitions_set_petitioner_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION petitions_refresh_beneficiary_name(p_petition uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE petitions SET beneficiary_name = (
    SELECT b.first_name || ' ' || b.last_name
    FROM petition_beneficiaries pb JOIN beneficiaries b ON b.id = pb.beneficiary_id
    WHERE pb.petition_id = p_petition
    ORDER BY pb.is_primary DESC, b.last_name, b.first_name, b.id
    LIMIT 1)
  WHERE id = p_petition;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION petition_beneficiaries_name_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM petitions_refresh_beneficiary_name(OLD.petition_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.petition_id IS DISTINCT FROM OLD.petition_id) THEN
    PERFORM petitions_refresh_beneficiary_name(NEW.petition_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER petition_beneficiaries_name_trg AFTER INSERT OR UPDATE OR DELETE ON petition_beneficiaries
  FOR EACH ROW EXECUTE FUNCTION petition_beneficiaries_name_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_petitioner_name_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE petitions SET petitioner_name = NEW.name WHERE tenant_id = NEW.tenant_id AND petitioner_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_petitioner_name_trg AFTER UPDATE OF name ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_petitioner_name_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION beneficiaries_case_name_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name THEN
    FOR r IN SELECT pb.petition_id FROM petition_beneficiaries pb WHERE pb.tenant_id = NEW.tenant_id AND pb.beneficiary_id = NEW.id LOOP
      PERFORM petitions_refresh_beneficiary_name(r.petition_id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER beneficiaries_case_name_trg AFTER UPDATE OF first_name, last_name ON beneficiaries
  FOR EACH ROW EXECUTE FUNCTION beneficiaries_case_name_sync();
