-- Each class says what it teaches: its own learning outcomes, running order, what is included and what to bring
-- (the page showed one studio-wide text for every class). Empty for classes added before; the page then leaves
-- the section out rather than promise what the class does not teach.
ALTER TABLE workshops
  ADD COLUMN learn text[] NOT NULL DEFAULT '{}',
  ADD COLUMN agenda text[] NOT NULL DEFAULT '{}',
  ADD COLUMN included text[] NOT NULL DEFAULT '{}',
  ADD COLUMN requirements text[] NOT NULL DEFAULT '{}';
