ALTER TABLE "users" ADD COLUMN "public_name" text DEFAULT ((ARRAY['brave','kind','happy','clever','gentle','cheerful','friendly','helpful','speedy','sunny','shiny','calm','careful','strong','lucky','jolly'])[floor(random() * 16)::int + 1] || '-' || (ARRAY['helicopter','plane','boat','train','bus','tractor','digger','towtruck','bear','bunny','penguin','dolphin','hedgehog','kitten','puppy','duckling'])[floor(random() * 16)::int + 1] || '-' || (floor(random() * 99)::int + 1)::text) NOT NULL;--> statement-breakpoint
-- Issue 28: the column's default is volatile, so PostgreSQL evaluated it for every existing row above: each account
-- already has its own random name from the lists. The free-typed or provider names kept in "name" are replaced by
-- that key too, so no real name stays stored.
UPDATE "users" SET "name" = "public_name";
