-- One name across layers (issue 22): wish- and watchlists are "wishlists" in the API, the services,
-- the client and now the database (they were "collections"). Renames only: no row is touched.
ALTER TABLE "collections" RENAME TO "wishlists";--> statement-breakpoint
ALTER TABLE "collection_courses" RENAME TO "wishlist_courses";--> statement-breakpoint
ALTER TYPE "public"."collection_kind" RENAME TO "wishlist_kind";--> statement-breakpoint
ALTER TABLE "wishlist_courses" RENAME COLUMN "collection_id" TO "wishlist_id";--> statement-breakpoint
ALTER INDEX "collections_owner_idx" RENAME TO "wishlists_owner_idx";--> statement-breakpoint
ALTER INDEX "collection_courses_course_idx" RENAME TO "wishlist_courses_course_idx";--> statement-breakpoint
ALTER INDEX "collection_courses_order_idx" RENAME TO "wishlist_courses_order_idx";--> statement-breakpoint
ALTER TABLE "wishlists" RENAME CONSTRAINT "collections_pkey" TO "wishlists_pkey";--> statement-breakpoint
ALTER TABLE "wishlists" RENAME CONSTRAINT "collections_owner_id_users_id_fk" TO "wishlists_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_courses" RENAME CONSTRAINT "collection_courses_collection_id_course_id_pk" TO "wishlist_courses_wishlist_id_course_id_pk";--> statement-breakpoint
ALTER TABLE "wishlist_courses" RENAME CONSTRAINT "collection_courses_collection_id_collections_id_fk" TO "wishlist_courses_wishlist_id_wishlists_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_courses" RENAME CONSTRAINT "collection_courses_course_id_courses_id_fk" TO "wishlist_courses_course_id_courses_id_fk";
