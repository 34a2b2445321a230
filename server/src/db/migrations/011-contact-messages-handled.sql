-- The owner marks a contact message handled (decision 024).
ALTER TABLE contacts ADD COLUMN handled_at timestamptz;
