import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts and versions for every content type staff edit (issue 30): the `_status` columns, the
 * versions tables, and required columns made nullable (Payload saves drafts without validation).
 * Everything already in the database was live, so it becomes published (the column's default is
 * 'draft', which would have hidden the whole site). Hand-corrected: the integrations' availability
 * select gets its own type (enum_integrations_availability) before enum_integrations_status is
 * recreated for `_status`, which drizzle ordered the other way round. Re-dated after main's
 * contact-inbox, legal and translation-status migrations when merged, so it runs after them; its
 * SQL only touches the content tables, and its JSON snapshot is the whole merged schema.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_currency" AS ENUM('MXN', 'USD');
  CREATE TYPE "public"."enum__plans_v_version_period" AS ENUM('month', 'year', 'none');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_features_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_version_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TYPE "public"."enum__features_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_integrations_availability" AS ENUM('available', 'coming-soon');
  CREATE TYPE "public"."enum__integrations_v_version_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TYPE "public"."enum__integrations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__integrations_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_faq_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_sections_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_seo_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seo_pages_v_version_route" AS ENUM('/', '/plans', '/features', '/integrations', '/security', '/blog', '/help', '/help/faq', '/help/guides', '/privacy', '/privacy/history', '/terms-of-service', '/terms-of-service/history', '/contact', '/login', '/register', '/dashboard');
  CREATE TYPE "public"."enum__seo_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seo_pages_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_opening_hours_days" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum__site_settings_v_version_social_links_platform" AS ENUM('facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_links_appearance" AS ENUM('link', 'secondary', 'primary');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_version_hero_chat_messages_sender" AS ENUM('patient', 'assistant', 'day');
  CREATE TYPE "public"."enum__landing_v_version_benefits_items_icon" AS ENUM('calendar', 'bell', 'clock', 'shield', 'message', 'sync', 'building', 'code', 'check', 'users', 'chart', 'star');
  CREATE TYPE "public"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_help_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__help_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__help_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_features_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_integrations_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__integrations_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__integrations_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_security_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__security_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__security_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_guides_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_blog_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_dashboard_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dashboard_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__dashboard_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_account_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__account_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__account_page_v_published_locale" AS ENUM('es', 'en');
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_price_amount" numeric,
  	"version_currency" "enum__plans_v_version_currency" DEFAULT 'MXN',
  	"version_period" "enum__plans_v_version_period" DEFAULT 'month',
  	"version_numbers_included" numeric,
  	"version_cta_href" varchar,
  	"version_most_popular" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__plans_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_plans_v_locales" (
  	"version_name" varchar,
  	"version_custom_price_label" varchar,
  	"version_description" varchar,
  	"version_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_features_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_icon" "enum__features_v_version_icon" DEFAULT 'check',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__features_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__features_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_features_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_integrations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_icon" "enum__integrations_v_version_icon" DEFAULT 'check',
  	"version_status" "enum_integrations_availability" DEFAULT 'coming-soon',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__integrations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__integrations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_integrations_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_sections_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_on_landing" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_sections_v_version_questions_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_sections_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_sections_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_seo_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_route" "enum__seo_pages_v_version_route",
  	"version_meta_no_index" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__seo_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__seo_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_seo_pages_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_social_links_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar,
  	"version_logo_id" integer,
  	"version_default_social_image_id" integer,
  	"version_sales_email" varchar,
  	"version_support_email" varchar,
  	"version_whatsapp_number" varchar,
  	"version_reply_within_hours" numeric,
  	"version_trial_days" numeric,
  	"version_demo_call_minutes" numeric,
  	"version_first_reminder_hours" numeric,
  	"version_second_reminder_hours" numeric,
  	"version_setup_hours" numeric,
  	"version_annual_free_months" numeric,
  	"version_clinic_max_numbers" numeric,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_tagline" varchar,
  	"version_whatsapp_greeting" varchar,
  	"version_support_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"appearance" "enum__header_v_version_links_appearance" DEFAULT 'link',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_version_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_hero_chat_messages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sender" "enum__landing_v_version_hero_chat_messages_sender" DEFAULT 'patient',
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_hero_chat_messages_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_how_it_works_steps_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__landing_v_version_benefits_items_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_benefits_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__landing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__landing_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_landing_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_primary_cta" varchar,
  	"version_hero_secondary_cta" varchar,
  	"version_hero_demo_subject" varchar,
  	"version_hero_demo_message" varchar,
  	"version_hero_chat_caption" varchar,
  	"version_hero_chat_contact_name" varchar,
  	"version_hero_chat_contact_status" varchar,
  	"version_hero_chat_patient_label" varchar,
  	"version_hero_chat_assistant_label" varchar,
  	"version_how_it_works_title" varchar,
  	"version_how_it_works_subtitle" varchar,
  	"version_benefits_title" varchar,
  	"version_benefits_subtitle" varchar,
  	"version_benefits_guarantee_title" varchar,
  	"version_benefits_guarantee_text" varchar,
  	"version_pricing_title" varchar,
  	"version_pricing_subtitle" varchar,
  	"version_pricing_note" varchar,
  	"version_faq_title" varchar,
  	"version_faq_subtitle" varchar,
  	"version_faq_more_label" varchar,
  	"version_closing_cta_title" varchar,
  	"version_closing_cta_text" varchar,
  	"version_closing_cta_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_help_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__help_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__help_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_help_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_guides_title" varchar,
  	"version_guides_description" varchar,
  	"version_tutorials_title" varchar,
  	"version_tutorials_description" varchar,
  	"version_faq_title" varchar,
  	"version_faq_description" varchar,
  	"version_email_support_title" varchar,
  	"version_email_support_description" varchar,
  	"version_email_support_subject" varchar,
  	"version_live_chat_title" varchar,
  	"version_live_chat_description" varchar,
  	"version_direct_contact_title" varchar,
  	"version_direct_contact_subtitle" varchar,
  	"version_faq_page_title" varchar,
  	"version_faq_page_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_email_title" varchar,
  	"version_email_description" varchar,
  	"version_whatsapp_title" varchar,
  	"version_whatsapp_description" varchar,
  	"version_demo_title" varchar,
  	"version_demo_description" varchar,
  	"version_demo_button_label" varchar,
  	"version_demo_subject" varchar,
  	"version_demo_message" varchar,
  	"version_success_title" varchar,
  	"version_success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_features_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__features_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__features_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_features_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_more_coming_title" varchar,
  	"version_more_coming_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_integrations_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__integrations_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__integrations_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_integrations_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_security_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__security_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__security_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_security_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_status" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_page_v_version_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_page_v_version_topics_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__guides_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__guides_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_guides_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_status" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__blog_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_dashboard_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__dashboard_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__dashboard_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_dashboard_page_v_locales" (
  	"version_welcome" varchar,
  	"version_subtitle" varchar,
  	"version_coming_soon_title" varchar,
  	"version_coming_soon_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_account_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__account_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__account_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_account_page_v_locales" (
  	"version_login_title" varchar,
  	"version_login_subtitle" varchar,
  	"version_register_title" varchar,
  	"version_register_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "integrations" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_integrations_availability" USING "status"::text::"public"."enum_integrations_availability";
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DEFAULT 'coming-soon';
  DROP TYPE "public"."enum_integrations_status";
  CREATE TYPE "public"."enum_integrations_status" AS ENUM('draft', 'published');
  ALTER TABLE "plans_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "period" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "cta_href" DROP NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "cta_label" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "features_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "integrations_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "integrations_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "faq_sections_questions_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faq_sections_questions_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "faq_sections" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "faq_sections" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "faq_sections_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "seo_pages" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "site_settings_opening_hours" ALTER COLUMN "opens" DROP NOT NULL;
  ALTER TABLE "site_settings_opening_hours" ALTER COLUMN "closes" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "sales_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "whatsapp_number" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "reply_within_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "trial_days" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "demo_call_minutes" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "first_reminder_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "second_reminder_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "setup_hours" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "annual_free_months" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "clinic_max_numbers" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "tagline" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "whatsapp_greeting" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "support_hours" DROP NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "appearance" DROP NOT NULL;
  ALTER TABLE "header_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "footer_columns_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "footer_columns_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "footer_locales" ALTER COLUMN "copyright" DROP NOT NULL;
  ALTER TABLE "landing_hero_chat_messages" ALTER COLUMN "sender" DROP NOT NULL;
  ALTER TABLE "landing_hero_chat_messages_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "landing_how_it_works_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "landing_how_it_works_steps_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "landing_benefits_items" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "landing_benefits_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "landing_benefits_items_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_eyebrow" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_subtitle" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_primary_cta" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_secondary_cta" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_demo_subject" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_demo_message" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_caption" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_name" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_status" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_patient_label" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_assistant_label" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "how_it_works_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "how_it_works_subtitle" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_subtitle" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_guarantee_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_guarantee_text" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_subtitle" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_note" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_subtitle" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_more_label" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_title" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_text" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_button_label" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "guides_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "guides_description" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "tutorials_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "tutorials_description" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_description" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_description" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_subject" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "live_chat_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "live_chat_description" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "direct_contact_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "direct_contact_subtitle" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_page_title" DROP NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_page_subtitle" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "email_title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "email_description" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "whatsapp_title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "whatsapp_description" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_description" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_button_label" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_subject" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_message" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "success_title" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "success_text" DROP NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "more_coming_title" DROP NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "more_coming_description" DROP NOT NULL;
  ALTER TABLE "integrations_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "integrations_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "guides_page_topics_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "guides_page_topics_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_title" DROP NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_text" DROP NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_button_label" DROP NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "welcome" DROP NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "subtitle" DROP NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "coming_soon_title" DROP NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "coming_soon_text" DROP NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "login_title" DROP NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "login_subtitle" DROP NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "register_title" DROP NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "register_subtitle" DROP NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "_status" "enum_plans_status" DEFAULT 'draft';
  ALTER TABLE "features" ADD COLUMN "_status" "enum_features_status" DEFAULT 'draft';
  ALTER TABLE "integrations" ADD COLUMN "_status" "enum_integrations_status" DEFAULT 'draft';
  ALTER TABLE "faq_sections" ADD COLUMN "_status" "enum_faq_sections_status" DEFAULT 'draft';
  ALTER TABLE "seo_pages" ADD COLUMN "_status" "enum_seo_pages_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "header" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "landing" ADD COLUMN "_status" "enum_landing_status" DEFAULT 'draft';
  ALTER TABLE "help_page" ADD COLUMN "_status" "enum_help_page_status" DEFAULT 'draft';
  ALTER TABLE "contact_page" ADD COLUMN "_status" "enum_contact_page_status" DEFAULT 'draft';
  ALTER TABLE "features_page" ADD COLUMN "_status" "enum_features_page_status" DEFAULT 'draft';
  ALTER TABLE "integrations_page" ADD COLUMN "_status" "enum_integrations_page_status" DEFAULT 'draft';
  ALTER TABLE "security_page" ADD COLUMN "_status" "enum_security_page_status" DEFAULT 'draft';
  ALTER TABLE "guides_page" ADD COLUMN "_status" "enum_guides_page_status" DEFAULT 'draft';
  ALTER TABLE "blog_page" ADD COLUMN "_status" "enum_blog_page_status" DEFAULT 'draft';
  ALTER TABLE "dashboard_page" ADD COLUMN "_status" "enum_dashboard_page_status" DEFAULT 'draft';
  ALTER TABLE "account_page" ADD COLUMN "_status" "enum_account_page_status" DEFAULT 'draft';
  UPDATE "plans" SET "_status" = 'published';
  UPDATE "features" SET "_status" = 'published';
  UPDATE "integrations" SET "_status" = 'published';
  UPDATE "faq_sections" SET "_status" = 'published';
  UPDATE "seo_pages" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "header" SET "_status" = 'published';
  UPDATE "footer" SET "_status" = 'published';
  UPDATE "landing" SET "_status" = 'published';
  UPDATE "help_page" SET "_status" = 'published';
  UPDATE "contact_page" SET "_status" = 'published';
  UPDATE "features_page" SET "_status" = 'published';
  UPDATE "integrations_page" SET "_status" = 'published';
  UPDATE "security_page" SET "_status" = 'published';
  UPDATE "guides_page" SET "_status" = 'published';
  UPDATE "blog_page" SET "_status" = 'published';
  UPDATE "dashboard_page" SET "_status" = 'published';
  UPDATE "account_page" SET "_status" = 'published';
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features_locales" ADD CONSTRAINT "_plans_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v_locales" ADD CONSTRAINT "_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_parent_id_features_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_locales" ADD CONSTRAINT "_features_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_integrations_v" ADD CONSTRAINT "_integrations_v_parent_id_integrations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_integrations_v_locales" ADD CONSTRAINT "_integrations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_integrations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_sections_v_version_questions" ADD CONSTRAINT "_faq_sections_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_sections_v_version_questions_locales" ADD CONSTRAINT "_faq_sections_v_version_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_sections_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_sections_v" ADD CONSTRAINT "_faq_sections_v_parent_id_faq_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_sections_v_locales" ADD CONSTRAINT "_faq_sections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seo_pages_v" ADD CONSTRAINT "_seo_pages_v_parent_id_seo_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seo_pages_v_locales" ADD CONSTRAINT "_seo_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seo_pages_v_locales" ADD CONSTRAINT "_seo_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seo_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_opening_hours_days" ADD CONSTRAINT "_site_settings_v_version_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v_version_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_opening_hours" ADD CONSTRAINT "_site_settings_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social_links" ADD CONSTRAINT "_site_settings_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_default_social_image_id_media_id_fk" FOREIGN KEY ("version_default_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_links" ADD CONSTRAINT "_header_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_links_locales" ADD CONSTRAINT "_header_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links_locales" ADD CONSTRAINT "_footer_v_version_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_locales" ADD CONSTRAINT "_footer_v_version_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_chat_messages" ADD CONSTRAINT "_landing_v_version_hero_chat_messages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_chat_messages_locales" ADD CONSTRAINT "_landing_v_version_hero_chat_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v_version_hero_chat_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_how_it_works_steps" ADD CONSTRAINT "_landing_v_version_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_how_it_works_steps_locales" ADD CONSTRAINT "_landing_v_version_how_it_works_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v_version_how_it_works_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_benefits_items" ADD CONSTRAINT "_landing_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_benefits_items_locales" ADD CONSTRAINT "_landing_v_version_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v_version_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_locales" ADD CONSTRAINT "_landing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_help_page_v_locales" ADD CONSTRAINT "_help_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_help_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_page_v_locales" ADD CONSTRAINT "_features_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_integrations_page_v_locales" ADD CONSTRAINT "_integrations_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_integrations_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_security_page_v_locales" ADD CONSTRAINT "_security_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_security_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_page_v_version_topics" ADD CONSTRAINT "_guides_page_v_version_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_page_v_version_topics_locales" ADD CONSTRAINT "_guides_page_v_version_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_page_v_version_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_page_v_locales" ADD CONSTRAINT "_guides_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_page_v_locales" ADD CONSTRAINT "_blog_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dashboard_page_v_locales" ADD CONSTRAINT "_dashboard_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dashboard_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_account_page_v_locales" ADD CONSTRAINT "_account_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_account_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_plans_v_version_features_locales_locale_parent_id_unique" ON "_plans_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_key_idx" ON "_plans_v" USING btree ("version_key");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_snapshot_idx" ON "_plans_v" USING btree ("snapshot");
  CREATE INDEX "_plans_v_published_locale_idx" ON "_plans_v" USING btree ("published_locale");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_plans_v_locales_locale_parent_id_unique" ON "_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_features_v_parent_idx" ON "_features_v" USING btree ("parent_id");
  CREATE INDEX "_features_v_version_version_key_idx" ON "_features_v" USING btree ("version_key");
  CREATE INDEX "_features_v_version_version_updated_at_idx" ON "_features_v" USING btree ("version_updated_at");
  CREATE INDEX "_features_v_version_version_created_at_idx" ON "_features_v" USING btree ("version_created_at");
  CREATE INDEX "_features_v_version_version__status_idx" ON "_features_v" USING btree ("version__status");
  CREATE INDEX "_features_v_created_at_idx" ON "_features_v" USING btree ("created_at");
  CREATE INDEX "_features_v_updated_at_idx" ON "_features_v" USING btree ("updated_at");
  CREATE INDEX "_features_v_snapshot_idx" ON "_features_v" USING btree ("snapshot");
  CREATE INDEX "_features_v_published_locale_idx" ON "_features_v" USING btree ("published_locale");
  CREATE INDEX "_features_v_latest_idx" ON "_features_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_features_v_locales_locale_parent_id_unique" ON "_features_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_integrations_v_parent_idx" ON "_integrations_v" USING btree ("parent_id");
  CREATE INDEX "_integrations_v_version_version_key_idx" ON "_integrations_v" USING btree ("version_key");
  CREATE INDEX "_integrations_v_version_version_updated_at_idx" ON "_integrations_v" USING btree ("version_updated_at");
  CREATE INDEX "_integrations_v_version_version_created_at_idx" ON "_integrations_v" USING btree ("version_created_at");
  CREATE INDEX "_integrations_v_version_version__status_idx" ON "_integrations_v" USING btree ("version__status");
  CREATE INDEX "_integrations_v_created_at_idx" ON "_integrations_v" USING btree ("created_at");
  CREATE INDEX "_integrations_v_updated_at_idx" ON "_integrations_v" USING btree ("updated_at");
  CREATE INDEX "_integrations_v_snapshot_idx" ON "_integrations_v" USING btree ("snapshot");
  CREATE INDEX "_integrations_v_published_locale_idx" ON "_integrations_v" USING btree ("published_locale");
  CREATE INDEX "_integrations_v_latest_idx" ON "_integrations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_integrations_v_locales_locale_parent_id_unique" ON "_integrations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_sections_v_version_questions_order_idx" ON "_faq_sections_v_version_questions" USING btree ("_order");
  CREATE INDEX "_faq_sections_v_version_questions_parent_id_idx" ON "_faq_sections_v_version_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_faq_sections_v_version_questions_locales_locale_parent_id_u" ON "_faq_sections_v_version_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_sections_v_parent_idx" ON "_faq_sections_v" USING btree ("parent_id");
  CREATE INDEX "_faq_sections_v_version_version_key_idx" ON "_faq_sections_v" USING btree ("version_key");
  CREATE INDEX "_faq_sections_v_version_version_updated_at_idx" ON "_faq_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_sections_v_version_version_created_at_idx" ON "_faq_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_sections_v_version_version__status_idx" ON "_faq_sections_v" USING btree ("version__status");
  CREATE INDEX "_faq_sections_v_created_at_idx" ON "_faq_sections_v" USING btree ("created_at");
  CREATE INDEX "_faq_sections_v_updated_at_idx" ON "_faq_sections_v" USING btree ("updated_at");
  CREATE INDEX "_faq_sections_v_snapshot_idx" ON "_faq_sections_v" USING btree ("snapshot");
  CREATE INDEX "_faq_sections_v_published_locale_idx" ON "_faq_sections_v" USING btree ("published_locale");
  CREATE INDEX "_faq_sections_v_latest_idx" ON "_faq_sections_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_sections_v_locales_locale_parent_id_unique" ON "_faq_sections_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seo_pages_v_parent_idx" ON "_seo_pages_v" USING btree ("parent_id");
  CREATE INDEX "_seo_pages_v_version_version_route_idx" ON "_seo_pages_v" USING btree ("version_route");
  CREATE INDEX "_seo_pages_v_version_version_updated_at_idx" ON "_seo_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_seo_pages_v_version_version_created_at_idx" ON "_seo_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_seo_pages_v_version_version__status_idx" ON "_seo_pages_v" USING btree ("version__status");
  CREATE INDEX "_seo_pages_v_created_at_idx" ON "_seo_pages_v" USING btree ("created_at");
  CREATE INDEX "_seo_pages_v_updated_at_idx" ON "_seo_pages_v" USING btree ("updated_at");
  CREATE INDEX "_seo_pages_v_snapshot_idx" ON "_seo_pages_v" USING btree ("snapshot");
  CREATE INDEX "_seo_pages_v_published_locale_idx" ON "_seo_pages_v" USING btree ("published_locale");
  CREATE INDEX "_seo_pages_v_latest_idx" ON "_seo_pages_v" USING btree ("latest");
  CREATE INDEX "_seo_pages_v_version_meta_version_meta_image_idx" ON "_seo_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_seo_pages_v_locales_locale_parent_id_unique" ON "_seo_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_opening_hours_days_order_idx" ON "_site_settings_v_version_opening_hours_days" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_opening_hours_days_parent_idx" ON "_site_settings_v_version_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_opening_hours_order_idx" ON "_site_settings_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_opening_hours_parent_id_idx" ON "_site_settings_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_social_links_order_idx" ON "_site_settings_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_links_parent_id_idx" ON "_site_settings_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version_default_social_image_idx" ON "_site_settings_v" USING btree ("version_default_social_image_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_links_order_idx" ON "_header_v_version_links" USING btree ("_order");
  CREATE INDEX "_header_v_version_links_parent_id_idx" ON "_header_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_links_locales_locale_parent_id_unique" ON "_header_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_footer_v_version_columns_links_order_idx" ON "_footer_v_version_columns_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_links_parent_id_idx" ON "_footer_v_version_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_columns_links_locales_locale_parent_id_uni" ON "_footer_v_version_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_v_version_columns_locales_locale_parent_id_unique" ON "_footer_v_version_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_hero_chat_messages_order_idx" ON "_landing_v_version_hero_chat_messages" USING btree ("_order");
  CREATE INDEX "_landing_v_version_hero_chat_messages_parent_id_idx" ON "_landing_v_version_hero_chat_messages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landing_v_version_hero_chat_messages_locales_locale_parent_" ON "_landing_v_version_hero_chat_messages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_how_it_works_steps_order_idx" ON "_landing_v_version_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_landing_v_version_how_it_works_steps_parent_id_idx" ON "_landing_v_version_how_it_works_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landing_v_version_how_it_works_steps_locales_locale_parent_" ON "_landing_v_version_how_it_works_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_benefits_items_order_idx" ON "_landing_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_landing_v_version_benefits_items_parent_id_idx" ON "_landing_v_version_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landing_v_version_benefits_items_locales_locale_parent_id_u" ON "_landing_v_version_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_version__status_idx" ON "_landing_v" USING btree ("version__status");
  CREATE INDEX "_landing_v_created_at_idx" ON "_landing_v" USING btree ("created_at");
  CREATE INDEX "_landing_v_updated_at_idx" ON "_landing_v" USING btree ("updated_at");
  CREATE INDEX "_landing_v_snapshot_idx" ON "_landing_v" USING btree ("snapshot");
  CREATE INDEX "_landing_v_published_locale_idx" ON "_landing_v" USING btree ("published_locale");
  CREATE INDEX "_landing_v_latest_idx" ON "_landing_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_landing_v_locales_locale_parent_id_unique" ON "_landing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_help_page_v_version_version__status_idx" ON "_help_page_v" USING btree ("version__status");
  CREATE INDEX "_help_page_v_created_at_idx" ON "_help_page_v" USING btree ("created_at");
  CREATE INDEX "_help_page_v_updated_at_idx" ON "_help_page_v" USING btree ("updated_at");
  CREATE INDEX "_help_page_v_snapshot_idx" ON "_help_page_v" USING btree ("snapshot");
  CREATE INDEX "_help_page_v_published_locale_idx" ON "_help_page_v" USING btree ("published_locale");
  CREATE INDEX "_help_page_v_latest_idx" ON "_help_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_help_page_v_locales_locale_parent_id_unique" ON "_help_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "_contact_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_features_page_v_version_version__status_idx" ON "_features_page_v" USING btree ("version__status");
  CREATE INDEX "_features_page_v_created_at_idx" ON "_features_page_v" USING btree ("created_at");
  CREATE INDEX "_features_page_v_updated_at_idx" ON "_features_page_v" USING btree ("updated_at");
  CREATE INDEX "_features_page_v_snapshot_idx" ON "_features_page_v" USING btree ("snapshot");
  CREATE INDEX "_features_page_v_published_locale_idx" ON "_features_page_v" USING btree ("published_locale");
  CREATE INDEX "_features_page_v_latest_idx" ON "_features_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_features_page_v_locales_locale_parent_id_unique" ON "_features_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_integrations_page_v_version_version__status_idx" ON "_integrations_page_v" USING btree ("version__status");
  CREATE INDEX "_integrations_page_v_created_at_idx" ON "_integrations_page_v" USING btree ("created_at");
  CREATE INDEX "_integrations_page_v_updated_at_idx" ON "_integrations_page_v" USING btree ("updated_at");
  CREATE INDEX "_integrations_page_v_snapshot_idx" ON "_integrations_page_v" USING btree ("snapshot");
  CREATE INDEX "_integrations_page_v_published_locale_idx" ON "_integrations_page_v" USING btree ("published_locale");
  CREATE INDEX "_integrations_page_v_latest_idx" ON "_integrations_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_integrations_page_v_locales_locale_parent_id_unique" ON "_integrations_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_security_page_v_version_version__status_idx" ON "_security_page_v" USING btree ("version__status");
  CREATE INDEX "_security_page_v_created_at_idx" ON "_security_page_v" USING btree ("created_at");
  CREATE INDEX "_security_page_v_updated_at_idx" ON "_security_page_v" USING btree ("updated_at");
  CREATE INDEX "_security_page_v_snapshot_idx" ON "_security_page_v" USING btree ("snapshot");
  CREATE INDEX "_security_page_v_published_locale_idx" ON "_security_page_v" USING btree ("published_locale");
  CREATE INDEX "_security_page_v_latest_idx" ON "_security_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_security_page_v_locales_locale_parent_id_unique" ON "_security_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_page_v_version_topics_order_idx" ON "_guides_page_v_version_topics" USING btree ("_order");
  CREATE INDEX "_guides_page_v_version_topics_parent_id_idx" ON "_guides_page_v_version_topics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_guides_page_v_version_topics_locales_locale_parent_id_uniqu" ON "_guides_page_v_version_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_page_v_version_version__status_idx" ON "_guides_page_v" USING btree ("version__status");
  CREATE INDEX "_guides_page_v_created_at_idx" ON "_guides_page_v" USING btree ("created_at");
  CREATE INDEX "_guides_page_v_updated_at_idx" ON "_guides_page_v" USING btree ("updated_at");
  CREATE INDEX "_guides_page_v_snapshot_idx" ON "_guides_page_v" USING btree ("snapshot");
  CREATE INDEX "_guides_page_v_published_locale_idx" ON "_guides_page_v" USING btree ("published_locale");
  CREATE INDEX "_guides_page_v_latest_idx" ON "_guides_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_guides_page_v_locales_locale_parent_id_unique" ON "_guides_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_page_v_version_version__status_idx" ON "_blog_page_v" USING btree ("version__status");
  CREATE INDEX "_blog_page_v_created_at_idx" ON "_blog_page_v" USING btree ("created_at");
  CREATE INDEX "_blog_page_v_updated_at_idx" ON "_blog_page_v" USING btree ("updated_at");
  CREATE INDEX "_blog_page_v_snapshot_idx" ON "_blog_page_v" USING btree ("snapshot");
  CREATE INDEX "_blog_page_v_published_locale_idx" ON "_blog_page_v" USING btree ("published_locale");
  CREATE INDEX "_blog_page_v_latest_idx" ON "_blog_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_blog_page_v_locales_locale_parent_id_unique" ON "_blog_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_dashboard_page_v_version_version__status_idx" ON "_dashboard_page_v" USING btree ("version__status");
  CREATE INDEX "_dashboard_page_v_created_at_idx" ON "_dashboard_page_v" USING btree ("created_at");
  CREATE INDEX "_dashboard_page_v_updated_at_idx" ON "_dashboard_page_v" USING btree ("updated_at");
  CREATE INDEX "_dashboard_page_v_snapshot_idx" ON "_dashboard_page_v" USING btree ("snapshot");
  CREATE INDEX "_dashboard_page_v_published_locale_idx" ON "_dashboard_page_v" USING btree ("published_locale");
  CREATE INDEX "_dashboard_page_v_latest_idx" ON "_dashboard_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_dashboard_page_v_locales_locale_parent_id_unique" ON "_dashboard_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_account_page_v_version_version__status_idx" ON "_account_page_v" USING btree ("version__status");
  CREATE INDEX "_account_page_v_created_at_idx" ON "_account_page_v" USING btree ("created_at");
  CREATE INDEX "_account_page_v_updated_at_idx" ON "_account_page_v" USING btree ("updated_at");
  CREATE INDEX "_account_page_v_snapshot_idx" ON "_account_page_v" USING btree ("snapshot");
  CREATE INDEX "_account_page_v_published_locale_idx" ON "_account_page_v" USING btree ("published_locale");
  CREATE INDEX "_account_page_v_latest_idx" ON "_account_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_account_page_v_locales_locale_parent_id_unique" ON "_account_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "features__status_idx" ON "features" USING btree ("_status");
  CREATE INDEX "integrations__status_idx" ON "integrations" USING btree ("_status");
  CREATE INDEX "faq_sections__status_idx" ON "faq_sections" USING btree ("_status");
  CREATE INDEX "seo_pages__status_idx" ON "seo_pages" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "landing__status_idx" ON "landing" USING btree ("_status");
  CREATE INDEX "help_page__status_idx" ON "help_page" USING btree ("_status");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "features_page__status_idx" ON "features_page" USING btree ("_status");
  CREATE INDEX "integrations_page__status_idx" ON "integrations_page" USING btree ("_status");
  CREATE INDEX "security_page__status_idx" ON "security_page" USING btree ("_status");
  CREATE INDEX "guides_page__status_idx" ON "guides_page" USING btree ("_status");
  CREATE INDEX "blog_page__status_idx" ON "blog_page" USING btree ("_status");
  CREATE INDEX "dashboard_page__status_idx" ON "dashboard_page" USING btree ("_status");
  CREATE INDEX "account_page__status_idx" ON "account_page" USING btree ("_status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_integrations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_integrations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_sections_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_sections_v_version_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_sections_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_opening_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_hero_chat_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_hero_chat_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_how_it_works_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_benefits_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_help_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_help_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_integrations_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_integrations_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_security_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_security_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_page_v_version_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_page_v_version_topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_dashboard_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_dashboard_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_account_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_account_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v_version_features_locales" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "_plans_v_locales" CASCADE;
  DROP TABLE "_features_v" CASCADE;
  DROP TABLE "_features_v_locales" CASCADE;
  DROP TABLE "_integrations_v" CASCADE;
  DROP TABLE "_integrations_v_locales" CASCADE;
  DROP TABLE "_faq_sections_v_version_questions" CASCADE;
  DROP TABLE "_faq_sections_v_version_questions_locales" CASCADE;
  DROP TABLE "_faq_sections_v" CASCADE;
  DROP TABLE "_faq_sections_v_locales" CASCADE;
  DROP TABLE "_seo_pages_v" CASCADE;
  DROP TABLE "_seo_pages_v_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_opening_hours_days" CASCADE;
  DROP TABLE "_site_settings_v_version_opening_hours" CASCADE;
  DROP TABLE "_site_settings_v_version_social_links" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_header_v_version_links" CASCADE;
  DROP TABLE "_header_v_version_links_locales" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_footer_v_version_columns_links" CASCADE;
  DROP TABLE "_footer_v_version_columns_links_locales" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_columns_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_landing_v_version_hero_chat_messages" CASCADE;
  DROP TABLE "_landing_v_version_hero_chat_messages_locales" CASCADE;
  DROP TABLE "_landing_v_version_how_it_works_steps" CASCADE;
  DROP TABLE "_landing_v_version_how_it_works_steps_locales" CASCADE;
  DROP TABLE "_landing_v_version_benefits_items" CASCADE;
  DROP TABLE "_landing_v_version_benefits_items_locales" CASCADE;
  DROP TABLE "_landing_v" CASCADE;
  DROP TABLE "_landing_v_locales" CASCADE;
  DROP TABLE "_help_page_v" CASCADE;
  DROP TABLE "_help_page_v_locales" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "_contact_page_v_locales" CASCADE;
  DROP TABLE "_features_page_v" CASCADE;
  DROP TABLE "_features_page_v_locales" CASCADE;
  DROP TABLE "_integrations_page_v" CASCADE;
  DROP TABLE "_integrations_page_v_locales" CASCADE;
  DROP TABLE "_security_page_v" CASCADE;
  DROP TABLE "_security_page_v_locales" CASCADE;
  DROP TABLE "_guides_page_v_version_topics" CASCADE;
  DROP TABLE "_guides_page_v_version_topics_locales" CASCADE;
  DROP TABLE "_guides_page_v" CASCADE;
  DROP TABLE "_guides_page_v_locales" CASCADE;
  DROP TABLE "_blog_page_v" CASCADE;
  DROP TABLE "_blog_page_v_locales" CASCADE;
  DROP TABLE "_dashboard_page_v" CASCADE;
  DROP TABLE "_dashboard_page_v_locales" CASCADE;
  DROP TABLE "_account_page_v" CASCADE;
  DROP TABLE "_account_page_v_locales" CASCADE;
  ALTER TABLE "integrations" DROP COLUMN "_status";
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DEFAULT 'coming-soon'::text;
  DROP TYPE "public"."enum_integrations_status";
  CREATE TYPE "public"."enum_integrations_status" AS ENUM('available', 'coming-soon');
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DEFAULT 'coming-soon'::"public"."enum_integrations_status";
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_integrations_status" USING "status"::"public"."enum_integrations_status";
  DROP INDEX "plans__status_idx";
  DROP INDEX "features__status_idx";
  DROP INDEX "faq_sections__status_idx";
  DROP INDEX "seo_pages__status_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "header__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "landing__status_idx";
  DROP INDEX "help_page__status_idx";
  DROP INDEX "contact_page__status_idx";
  DROP INDEX "features_page__status_idx";
  DROP INDEX "integrations_page__status_idx";
  DROP INDEX "security_page__status_idx";
  DROP INDEX "guides_page__status_idx";
  DROP INDEX "blog_page__status_idx";
  DROP INDEX "dashboard_page__status_idx";
  DROP INDEX "account_page__status_idx";
  ALTER TABLE "plans_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "period" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "cta_href" SET NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "plans_locales" ALTER COLUMN "cta_label" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "features_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "integrations" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_integrations_status" USING "status"::text::"public"."enum_integrations_status";
  ALTER TABLE "integrations" ALTER COLUMN "status" SET DEFAULT 'coming-soon';
  ALTER TABLE "integrations" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "integrations_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "integrations_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "faq_sections_questions_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faq_sections_questions_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "faq_sections" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "faq_sections" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "faq_sections_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "seo_pages" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "site_settings_opening_hours" ALTER COLUMN "opens" SET NOT NULL;
  ALTER TABLE "site_settings_opening_hours" ALTER COLUMN "closes" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "sales_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "whatsapp_number" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "reply_within_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "trial_days" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "demo_call_minutes" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "first_reminder_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "second_reminder_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "setup_hours" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "annual_free_months" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "clinic_max_numbers" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "tagline" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "whatsapp_greeting" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "support_hours" SET NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "header_links" ALTER COLUMN "appearance" SET NOT NULL;
  ALTER TABLE "header_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "footer_columns_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "footer_columns_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "footer_locales" ALTER COLUMN "copyright" SET NOT NULL;
  ALTER TABLE "landing_hero_chat_messages" ALTER COLUMN "sender" SET NOT NULL;
  ALTER TABLE "landing_hero_chat_messages_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "landing_how_it_works_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "landing_how_it_works_steps_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "landing_benefits_items" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "landing_benefits_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "landing_benefits_items_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_eyebrow" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_subtitle" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_primary_cta" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_secondary_cta" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_demo_subject" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_demo_message" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_caption" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_name" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_contact_status" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_patient_label" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_chat_assistant_label" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "how_it_works_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "how_it_works_subtitle" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_subtitle" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_guarantee_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "benefits_guarantee_text" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_subtitle" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "pricing_note" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_subtitle" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "faq_more_label" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_title" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_text" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "closing_cta_button_label" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "guides_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "guides_description" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "tutorials_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "tutorials_description" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_description" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_description" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "email_support_subject" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "live_chat_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "live_chat_description" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "direct_contact_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "direct_contact_subtitle" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_page_title" SET NOT NULL;
  ALTER TABLE "help_page_locales" ALTER COLUMN "faq_page_subtitle" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "email_title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "email_description" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "whatsapp_title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "whatsapp_description" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_description" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_button_label" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_subject" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "demo_message" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "success_title" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "success_text" SET NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "more_coming_title" SET NOT NULL;
  ALTER TABLE "features_page_locales" ALTER COLUMN "more_coming_description" SET NOT NULL;
  ALTER TABLE "integrations_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "integrations_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "security_page_locales" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "guides_page_topics_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "guides_page_topics_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "guides_page_locales" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_title" SET NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_text" SET NOT NULL;
  ALTER TABLE "blog_page_locales" ALTER COLUMN "cta_button_label" SET NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "welcome" SET NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "subtitle" SET NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "coming_soon_title" SET NOT NULL;
  ALTER TABLE "dashboard_page_locales" ALTER COLUMN "coming_soon_text" SET NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "login_title" SET NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "login_subtitle" SET NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "register_title" SET NOT NULL;
  ALTER TABLE "account_page_locales" ALTER COLUMN "register_subtitle" SET NOT NULL;
  ALTER TABLE "plans" DROP COLUMN "_status";
  ALTER TABLE "features" DROP COLUMN "_status";
  ALTER TABLE "faq_sections" DROP COLUMN "_status";
  ALTER TABLE "seo_pages" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "header" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "landing" DROP COLUMN "_status";
  ALTER TABLE "help_page" DROP COLUMN "_status";
  ALTER TABLE "contact_page" DROP COLUMN "_status";
  ALTER TABLE "features_page" DROP COLUMN "_status";
  ALTER TABLE "integrations_page" DROP COLUMN "_status";
  ALTER TABLE "security_page" DROP COLUMN "_status";
  ALTER TABLE "guides_page" DROP COLUMN "_status";
  ALTER TABLE "blog_page" DROP COLUMN "_status";
  ALTER TABLE "dashboard_page" DROP COLUMN "_status";
  ALTER TABLE "account_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_currency";
  DROP TYPE "public"."enum__plans_v_version_period";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum__plans_v_published_locale";
  DROP TYPE "public"."enum_features_status";
  DROP TYPE "public"."enum__features_v_version_icon";
  DROP TYPE "public"."enum__features_v_version_status";
  DROP TYPE "public"."enum__features_v_published_locale";
  DROP TYPE "public"."enum_integrations_availability";
  DROP TYPE "public"."enum__integrations_v_version_icon";
  DROP TYPE "public"."enum__integrations_v_version_status";
  DROP TYPE "public"."enum__integrations_v_published_locale";
  DROP TYPE "public"."enum_faq_sections_status";
  DROP TYPE "public"."enum__faq_sections_v_version_status";
  DROP TYPE "public"."enum__faq_sections_v_published_locale";
  DROP TYPE "public"."enum_seo_pages_status";
  DROP TYPE "public"."enum__seo_pages_v_version_route";
  DROP TYPE "public"."enum__seo_pages_v_version_status";
  DROP TYPE "public"."enum__seo_pages_v_published_locale";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_opening_hours_days";
  DROP TYPE "public"."enum__site_settings_v_version_social_links_platform";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_links_appearance";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum__header_v_published_locale";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum_landing_status";
  DROP TYPE "public"."enum__landing_v_version_hero_chat_messages_sender";
  DROP TYPE "public"."enum__landing_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__landing_v_version_status";
  DROP TYPE "public"."enum__landing_v_published_locale";
  DROP TYPE "public"."enum_help_page_status";
  DROP TYPE "public"."enum__help_page_v_version_status";
  DROP TYPE "public"."enum__help_page_v_published_locale";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum__contact_page_v_published_locale";
  DROP TYPE "public"."enum_features_page_status";
  DROP TYPE "public"."enum__features_page_v_version_status";
  DROP TYPE "public"."enum__features_page_v_published_locale";
  DROP TYPE "public"."enum_integrations_page_status";
  DROP TYPE "public"."enum__integrations_page_v_version_status";
  DROP TYPE "public"."enum__integrations_page_v_published_locale";
  DROP TYPE "public"."enum_security_page_status";
  DROP TYPE "public"."enum__security_page_v_version_status";
  DROP TYPE "public"."enum__security_page_v_published_locale";
  DROP TYPE "public"."enum_guides_page_status";
  DROP TYPE "public"."enum__guides_page_v_version_status";
  DROP TYPE "public"."enum__guides_page_v_published_locale";
  DROP TYPE "public"."enum_blog_page_status";
  DROP TYPE "public"."enum__blog_page_v_version_status";
  DROP TYPE "public"."enum__blog_page_v_published_locale";
  DROP TYPE "public"."enum_dashboard_page_status";
  DROP TYPE "public"."enum__dashboard_page_v_version_status";
  DROP TYPE "public"."enum__dashboard_page_v_published_locale";
  DROP TYPE "public"."enum_account_page_status";
  DROP TYPE "public"."enum__account_page_v_version_status";
  DROP TYPE "public"."enum__account_page_v_published_locale";`)
}
