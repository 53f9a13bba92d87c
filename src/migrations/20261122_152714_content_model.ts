import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_type" AS ENUM('article', 'tutorial');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_type" AS ENUM('article', 'tutorial');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_plans_currency" AS ENUM('MXN', 'USD');
  CREATE TYPE "public"."enum_plans_period" AS ENUM('month', 'year', 'none');
  CREATE TYPE "public"."enum_features_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TYPE "public"."enum_integrations_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TYPE "public"."enum_integrations_status" AS ENUM('available', 'coming-soon');
  CREATE TYPE "public"."enum_legal_documents_kind" AS ENUM('privacy', 'terms');
  CREATE TYPE "public"."enum_legal_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_documents_v_version_kind" AS ENUM('privacy', 'terms');
  CREATE TYPE "public"."enum__legal_documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_documents_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_seo_pages_route" AS ENUM('/', '/plans', '/features', '/integrations', '/security', '/blog', '/help', '/help/faq', '/help/guides', '/privacy', '/terms-of-service', '/contact', '/login', '/register', '/dashboard');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'forwarded', 'answered');
  CREATE TYPE "public"."enum_contact_messages_language" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok');
  CREATE TYPE "public"."enum_header_links_appearance" AS ENUM('link', 'secondary', 'primary');
  CREATE TYPE "public"."enum_landing_benefits_items_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"article_number" numeric,
  	"slug" varchar,
  	"type" "enum_posts_type" DEFAULT 'article',
  	"trending" boolean DEFAULT false,
  	"read_time_minutes" numeric,
  	"published_at" timestamp(3) with time zone,
  	"meta_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"author" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_article_number" numeric,
  	"version_slug" varchar,
  	"version_type" "enum__posts_v_version_type" DEFAULT 'article',
  	"version_trending" boolean DEFAULT false,
  	"version_read_time_minutes" numeric,
  	"version_published_at" timestamp(3) with time zone,
  	"version_meta_no_index" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "plans_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"price_amount" numeric,
  	"currency" "enum_plans_currency" DEFAULT 'MXN' NOT NULL,
  	"period" "enum_plans_period" DEFAULT 'month' NOT NULL,
  	"numbers_included" numeric,
  	"cta_href" varchar NOT NULL,
  	"most_popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plans_locales" (
  	"name" varchar NOT NULL,
  	"custom_price_label" varchar,
  	"description" varchar NOT NULL,
  	"cta_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "features" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"icon" "enum_features_icon" DEFAULT 'check' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "features_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"icon" "enum_integrations_icon" DEFAULT 'check' NOT NULL,
  	"status" "enum_integrations_status" DEFAULT 'coming-soon' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "integrations_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_sections_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_on_landing" boolean DEFAULT false
  );
  
  CREATE TABLE "faq_sections_questions_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_sections_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_documents_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar
  );
  
  CREATE TABLE "legal_documents_sections_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "legal_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_legal_documents_kind",
  	"last_updated" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "legal_documents_locales" (
  	"title" varchar,
  	"change_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_documents_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_legal_documents_v_version_sections_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__legal_documents_v_version_kind",
  	"version_last_updated" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_legal_documents_v_locales" (
  	"version_title" varchar,
  	"version_change_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seo_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" "enum_seo_pages_route" NOT NULL,
  	"meta_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_pages_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seed_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"language" "enum_contact_messages_language",
  	"page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar NOT NULL,
  	"whatsapp_greeting" varchar NOT NULL,
  	"support_hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"appearance" "enum_header_links_appearance" DEFAULT 'link' NOT NULL
  );
  
  CREATE TABLE "header_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "landing_how_it_works_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_landing_benefits_items_icon" DEFAULT 'check' NOT NULL
  );
  
  CREATE TABLE "landing_benefits_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "landing_locales" (
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"hero_primary_cta" varchar NOT NULL,
  	"hero_secondary_cta" varchar NOT NULL,
  	"hero_demo_subject" varchar NOT NULL,
  	"hero_demo_message" varchar NOT NULL,
  	"how_it_works_title" varchar NOT NULL,
  	"how_it_works_subtitle" varchar NOT NULL,
  	"benefits_title" varchar NOT NULL,
  	"benefits_subtitle" varchar NOT NULL,
  	"benefits_guarantee_title" varchar NOT NULL,
  	"benefits_guarantee_text" varchar NOT NULL,
  	"pricing_title" varchar NOT NULL,
  	"pricing_subtitle" varchar NOT NULL,
  	"pricing_note" varchar NOT NULL,
  	"faq_title" varchar NOT NULL,
  	"faq_subtitle" varchar NOT NULL,
  	"faq_more_label" varchar NOT NULL,
  	"closing_cta_title" varchar NOT NULL,
  	"closing_cta_text" varchar NOT NULL,
  	"closing_cta_button_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "help_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "help_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"guides_title" varchar NOT NULL,
  	"guides_description" varchar NOT NULL,
  	"tutorials_title" varchar NOT NULL,
  	"tutorials_description" varchar NOT NULL,
  	"faq_title" varchar NOT NULL,
  	"faq_description" varchar NOT NULL,
  	"email_support_title" varchar NOT NULL,
  	"email_support_description" varchar NOT NULL,
  	"email_support_subject" varchar NOT NULL,
  	"live_chat_title" varchar NOT NULL,
  	"live_chat_description" varchar NOT NULL,
  	"direct_contact_title" varchar NOT NULL,
  	"direct_contact_subtitle" varchar NOT NULL,
  	"faq_page_title" varchar NOT NULL,
  	"faq_page_subtitle" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"email_title" varchar NOT NULL,
  	"email_description" varchar NOT NULL,
  	"whatsapp_title" varchar NOT NULL,
  	"whatsapp_description" varchar NOT NULL,
  	"demo_title" varchar NOT NULL,
  	"demo_description" varchar NOT NULL,
  	"demo_button_label" varchar NOT NULL,
  	"demo_subject" varchar NOT NULL,
  	"demo_message" varchar NOT NULL,
  	"success_title" varchar NOT NULL,
  	"success_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "features_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "features_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"more_coming_title" varchar NOT NULL,
  	"more_coming_description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "integrations_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "integrations_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "security_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "security_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "guides_page_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "guides_page_topics_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "guides_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "guides_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "blog_page_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"cta_title" varchar NOT NULL,
  	"cta_text" varchar NOT NULL,
  	"cta_button_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dashboard_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "dashboard_page_locales" (
  	"welcome" varchar NOT NULL,
  	"subtitle" varchar NOT NULL,
  	"coming_soon_title" varchar NOT NULL,
  	"coming_soon_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_sections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "default_social_image_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "sales_email" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "support_email" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "reply_within_hours" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "trial_days" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "demo_call_minutes" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "first_reminder_hours" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "second_reminder_hours" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "setup_hours" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "annual_free_months" numeric NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "clinic_max_numbers" numeric NOT NULL;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features_locales" ADD CONSTRAINT "plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_locales" ADD CONSTRAINT "plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_locales" ADD CONSTRAINT "features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "integrations_locales" ADD CONSTRAINT "integrations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_sections_questions" ADD CONSTRAINT "faq_sections_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_sections_questions_locales" ADD CONSTRAINT "faq_sections_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_sections_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_sections_locales" ADD CONSTRAINT "faq_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_documents_sections" ADD CONSTRAINT "legal_documents_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_documents_sections_locales" ADD CONSTRAINT "legal_documents_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_documents_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_documents_locales" ADD CONSTRAINT "legal_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_version_sections" ADD CONSTRAINT "_legal_documents_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_version_sections_locales" ADD CONSTRAINT "_legal_documents_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_documents_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_documents_v" ADD CONSTRAINT "_legal_documents_v_parent_id_legal_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_documents_v_locales" ADD CONSTRAINT "_legal_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_pages_locales" ADD CONSTRAINT "seo_pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_pages_locales" ADD CONSTRAINT "seo_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links_locales" ADD CONSTRAINT "header_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links_locales" ADD CONSTRAINT "footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_how_it_works_steps" ADD CONSTRAINT "landing_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_how_it_works_steps_locales" ADD CONSTRAINT "landing_how_it_works_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_how_it_works_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_benefits_items" ADD CONSTRAINT "landing_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_benefits_items_locales" ADD CONSTRAINT "landing_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_locales" ADD CONSTRAINT "landing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_page_locales" ADD CONSTRAINT "help_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_page_locales" ADD CONSTRAINT "features_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "integrations_page_locales" ADD CONSTRAINT "integrations_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."integrations_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "security_page_locales" ADD CONSTRAINT "security_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."security_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_page_topics" ADD CONSTRAINT "guides_page_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_page_topics_locales" ADD CONSTRAINT "guides_page_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_page_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_page_locales" ADD CONSTRAINT "guides_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_page_locales" ADD CONSTRAINT "blog_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dashboard_page_locales" ADD CONSTRAINT "dashboard_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dashboard_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_article_number_idx" ON "posts" USING btree ("article_number");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_article_number_idx" ON "_posts_v" USING btree ("version_article_number");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_features_locales_locale_parent_id_unique" ON "plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "plans_key_idx" ON "plans" USING btree ("key");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "plans_locales_locale_parent_id_unique" ON "plans_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "features_key_idx" ON "features" USING btree ("key");
  CREATE INDEX "features_updated_at_idx" ON "features" USING btree ("updated_at");
  CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");
  CREATE UNIQUE INDEX "features_locales_locale_parent_id_unique" ON "features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "integrations_key_idx" ON "integrations" USING btree ("key");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "integrations_locales_locale_parent_id_unique" ON "integrations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_sections_questions_order_idx" ON "faq_sections_questions" USING btree ("_order");
  CREATE INDEX "faq_sections_questions_parent_id_idx" ON "faq_sections_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_sections_questions_locales_locale_parent_id_unique" ON "faq_sections_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faq_sections_key_idx" ON "faq_sections" USING btree ("key");
  CREATE INDEX "faq_sections_updated_at_idx" ON "faq_sections" USING btree ("updated_at");
  CREATE INDEX "faq_sections_created_at_idx" ON "faq_sections" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_sections_locales_locale_parent_id_unique" ON "faq_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_documents_sections_order_idx" ON "legal_documents_sections" USING btree ("_order");
  CREATE INDEX "legal_documents_sections_parent_id_idx" ON "legal_documents_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_documents_sections_locales_locale_parent_id_unique" ON "legal_documents_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_documents_kind_idx" ON "legal_documents" USING btree ("kind");
  CREATE INDEX "legal_documents_updated_at_idx" ON "legal_documents" USING btree ("updated_at");
  CREATE INDEX "legal_documents_created_at_idx" ON "legal_documents" USING btree ("created_at");
  CREATE INDEX "legal_documents__status_idx" ON "legal_documents" USING btree ("_status");
  CREATE UNIQUE INDEX "legal_documents_locales_locale_parent_id_unique" ON "legal_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_documents_v_version_sections_order_idx" ON "_legal_documents_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_documents_v_version_sections_parent_id_idx" ON "_legal_documents_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_legal_documents_v_version_sections_locales_locale_parent_id" ON "_legal_documents_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_documents_v_parent_idx" ON "_legal_documents_v" USING btree ("parent_id");
  CREATE INDEX "_legal_documents_v_version_version_kind_idx" ON "_legal_documents_v" USING btree ("version_kind");
  CREATE INDEX "_legal_documents_v_version_version_updated_at_idx" ON "_legal_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_documents_v_version_version_created_at_idx" ON "_legal_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_documents_v_version_version__status_idx" ON "_legal_documents_v" USING btree ("version__status");
  CREATE INDEX "_legal_documents_v_created_at_idx" ON "_legal_documents_v" USING btree ("created_at");
  CREATE INDEX "_legal_documents_v_updated_at_idx" ON "_legal_documents_v" USING btree ("updated_at");
  CREATE INDEX "_legal_documents_v_snapshot_idx" ON "_legal_documents_v" USING btree ("snapshot");
  CREATE INDEX "_legal_documents_v_published_locale_idx" ON "_legal_documents_v" USING btree ("published_locale");
  CREATE INDEX "_legal_documents_v_latest_idx" ON "_legal_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_legal_documents_v_locales_locale_parent_id_unique" ON "_legal_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "seo_pages_route_idx" ON "seo_pages" USING btree ("route");
  CREATE INDEX "seo_pages_updated_at_idx" ON "seo_pages" USING btree ("updated_at");
  CREATE INDEX "seo_pages_created_at_idx" ON "seo_pages" USING btree ("created_at");
  CREATE INDEX "seo_pages_meta_meta_image_idx" ON "seo_pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "seo_pages_locales_locale_parent_id_unique" ON "seo_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_seed_key_idx" ON "media" USING btree ("seed_key");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_links_order_idx" ON "header_links" USING btree ("_order");
  CREATE INDEX "header_links_parent_id_idx" ON "header_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_links_locales_locale_parent_id_unique" ON "header_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_links_locales_locale_parent_id_unique" ON "footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_how_it_works_steps_order_idx" ON "landing_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "landing_how_it_works_steps_parent_id_idx" ON "landing_how_it_works_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landing_how_it_works_steps_locales_locale_parent_id_unique" ON "landing_how_it_works_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_benefits_items_order_idx" ON "landing_benefits_items" USING btree ("_order");
  CREATE INDEX "landing_benefits_items_parent_id_idx" ON "landing_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landing_benefits_items_locales_locale_parent_id_unique" ON "landing_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_locales_locale_parent_id_unique" ON "landing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "help_page_locales_locale_parent_id_unique" ON "help_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "features_page_locales_locale_parent_id_unique" ON "features_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "integrations_page_locales_locale_parent_id_unique" ON "integrations_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "security_page_locales_locale_parent_id_unique" ON "security_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "guides_page_topics_order_idx" ON "guides_page_topics" USING btree ("_order");
  CREATE INDEX "guides_page_topics_parent_id_idx" ON "guides_page_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_page_topics_locales_locale_parent_id_unique" ON "guides_page_topics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "guides_page_locales_locale_parent_id_unique" ON "guides_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_page_locales_locale_parent_id_unique" ON "blog_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "dashboard_page_locales_locale_parent_id_unique" ON "dashboard_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_sections_fk" FOREIGN KEY ("faq_sections_id") REFERENCES "public"."faq_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_documents_fk" FOREIGN KEY ("legal_documents_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_pages_fk" FOREIGN KEY ("seo_pages_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_social_image_id_media_id_fk" FOREIGN KEY ("default_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_features_id_idx" ON "payload_locked_documents_rels" USING btree ("features_id");
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");
  CREATE INDEX "payload_locked_documents_rels_faq_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_sections_id");
  CREATE INDEX "payload_locked_documents_rels_legal_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_documents_id");
  CREATE INDEX "payload_locked_documents_rels_seo_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_default_social_image_idx" ON "site_settings" USING btree ("default_social_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_sections_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_sections_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_documents_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_documents_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_documents_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_documents_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_how_it_works_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_benefits_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "security_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_page_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_page_topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dashboard_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dashboard_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans_features_locales" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_locales" CASCADE;
  DROP TABLE "features" CASCADE;
  DROP TABLE "features_locales" CASCADE;
  DROP TABLE "integrations" CASCADE;
  DROP TABLE "integrations_locales" CASCADE;
  DROP TABLE "faq_sections_questions" CASCADE;
  DROP TABLE "faq_sections_questions_locales" CASCADE;
  DROP TABLE "faq_sections" CASCADE;
  DROP TABLE "faq_sections_locales" CASCADE;
  DROP TABLE "legal_documents_sections" CASCADE;
  DROP TABLE "legal_documents_sections_locales" CASCADE;
  DROP TABLE "legal_documents" CASCADE;
  DROP TABLE "legal_documents_locales" CASCADE;
  DROP TABLE "_legal_documents_v_version_sections" CASCADE;
  DROP TABLE "_legal_documents_v_version_sections_locales" CASCADE;
  DROP TABLE "_legal_documents_v" CASCADE;
  DROP TABLE "_legal_documents_v_locales" CASCADE;
  DROP TABLE "seo_pages" CASCADE;
  DROP TABLE "seo_pages_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "header_links" CASCADE;
  DROP TABLE "header_links_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns_links_locales" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "landing_how_it_works_steps" CASCADE;
  DROP TABLE "landing_how_it_works_steps_locales" CASCADE;
  DROP TABLE "landing_benefits_items" CASCADE;
  DROP TABLE "landing_benefits_items_locales" CASCADE;
  DROP TABLE "landing" CASCADE;
  DROP TABLE "landing_locales" CASCADE;
  DROP TABLE "help_page" CASCADE;
  DROP TABLE "help_page_locales" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "contact_page_locales" CASCADE;
  DROP TABLE "features_page" CASCADE;
  DROP TABLE "features_page_locales" CASCADE;
  DROP TABLE "integrations_page" CASCADE;
  DROP TABLE "integrations_page_locales" CASCADE;
  DROP TABLE "security_page" CASCADE;
  DROP TABLE "security_page_locales" CASCADE;
  DROP TABLE "guides_page_topics" CASCADE;
  DROP TABLE "guides_page_topics_locales" CASCADE;
  DROP TABLE "guides_page" CASCADE;
  DROP TABLE "guides_page_locales" CASCADE;
  DROP TABLE "blog_page" CASCADE;
  DROP TABLE "blog_page_locales" CASCADE;
  DROP TABLE "dashboard_page" CASCADE;
  DROP TABLE "dashboard_page_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_features_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_sections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_logo_id_media_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_default_social_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_features_id_idx";
  DROP INDEX "payload_locked_documents_rels_integrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_sections_id_idx";
  DROP INDEX "payload_locked_documents_rels_legal_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_seo_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "site_settings_logo_idx";
  DROP INDEX "site_settings_default_social_image_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "features_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_sections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "site_settings" DROP COLUMN "logo_id";
  ALTER TABLE "site_settings" DROP COLUMN "default_social_image_id";
  ALTER TABLE "site_settings" DROP COLUMN "sales_email";
  ALTER TABLE "site_settings" DROP COLUMN "support_email";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
  ALTER TABLE "site_settings" DROP COLUMN "reply_within_hours";
  ALTER TABLE "site_settings" DROP COLUMN "trial_days";
  ALTER TABLE "site_settings" DROP COLUMN "demo_call_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "first_reminder_hours";
  ALTER TABLE "site_settings" DROP COLUMN "second_reminder_hours";
  ALTER TABLE "site_settings" DROP COLUMN "setup_hours";
  ALTER TABLE "site_settings" DROP COLUMN "annual_free_months";
  ALTER TABLE "site_settings" DROP COLUMN "clinic_max_numbers";
  DROP TYPE "public"."enum_posts_type";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_type";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_plans_currency";
  DROP TYPE "public"."enum_plans_period";
  DROP TYPE "public"."enum_features_icon";
  DROP TYPE "public"."enum_integrations_icon";
  DROP TYPE "public"."enum_integrations_status";
  DROP TYPE "public"."enum_legal_documents_kind";
  DROP TYPE "public"."enum_legal_documents_status";
  DROP TYPE "public"."enum__legal_documents_v_version_kind";
  DROP TYPE "public"."enum__legal_documents_v_version_status";
  DROP TYPE "public"."enum__legal_documents_v_published_locale";
  DROP TYPE "public"."enum_seo_pages_route";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_language";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_social_links_platform";
  DROP TYPE "public"."enum_header_links_appearance";
  DROP TYPE "public"."enum_landing_benefits_items_icon";`)
}
