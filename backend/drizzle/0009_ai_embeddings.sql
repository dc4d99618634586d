CREATE TABLE "ai_embeddings" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"vector" real[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_embeddings_subject_type_subject_id_model_pk" PRIMARY KEY("subject_type","subject_id","model")
);
