CREATE TABLE "recompute_marks" (
	"job" text NOT NULL,
	"key" text NOT NULL,
	"marked_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "recompute_marks_job_key_pk" PRIMARY KEY("job","key")
);
