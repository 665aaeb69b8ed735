-- Refresh petitions.beneficiary_name only when it changes, so a writer that already stores the
-- primary beneficiary's name (bulk loads, the case service) causes no second write of the row.
CREATE OR REPLACE FUNCTION petitions_refresh_beneficiary_name(p_petition uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE v_name text;
BEGIN
  SELECT b.first_name || ' ' || b.last_name INTO v_name
  FROM petition_beneficiaries pb JOIN beneficiaries b ON b.id = pb.beneficiary_id
  WHERE pb.petition_id = p_petition
  ORDER BY pb.is_primary DESC, b.last_name, b.first_name, b.id
  LIMIT 1;
  UPDATE petitions SET beneficiary_name = v_name WHERE id = p_petition AND beneficiary_name IS DISTINCT FROM v_name;
END $$;
