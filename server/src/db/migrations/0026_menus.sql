CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"props" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "menus_key_check" CHECK ("menus"."key" in ('header', 'footer'))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_key_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menus_created_idx" ON "menus" USING btree ("created_at");