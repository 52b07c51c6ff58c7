import { OfferStateField as OfferStateField_c133a60d1d28afbf775738492dbb20dd } from '../../../../src/admin/OfferState'
import { OfferStateCell as OfferStateCell_c133a60d1d28afbf775738492dbb20dd } from '../../../../src/admin/OfferState'
import { BlockLabel as BlockLabel_35a8e9502fc27537af053577bd15c55f } from '../../../../src/admin/BlockLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SharePreview as SharePreview_4270cb9021b6980f53a203f1ace8596b } from '../../../../src/admin/SharePreview'
import { PlanPrices as PlanPrices_245777fcf4498bbc656b2f9406ab6c72 } from '../../../../src/admin/PlanPrices'
import { PlanRowLabel as PlanRowLabel_e052cce7fc08bd4a4d551815e3f9f208 } from '../../../../src/admin/PlanRowLabel'
import { SubmissionNoteLabel as SubmissionNoteLabel_083b215466f6921b10e285be3f414b29 } from '../../../../src/admin/SubmissionNoteLabel'
import { StatusHistory as StatusHistory_a8d155c42c8b54121a5a11b0d89dd892 } from '../../../../src/admin/StatusHistory'
import { BriefPanel as BriefPanel_fba66eeec0d32a6acf860d0f810f1a9c } from '../../../../src/admin/BriefPanel'
import { BookingSummary as BookingSummary_ebd61c9bf756a3375752013635aec99d } from '../../../../src/admin/BookingSummary'
import { SubmissionsMenuExport as SubmissionsMenuExport_c24faa8e773f6bf4e90ed3f5392e692b } from '../../../../src/admin/SubmissionsExport'
import { SubmissionsExport as SubmissionsExport_c24faa8e773f6bf4e90ed3f5392e692b } from '../../../../src/admin/SubmissionsExport'
import { DataRequestPanel as DataRequestPanel_206317b40d61781fc36ba1516fa69b8b } from '../../../../src/admin/DataRequestPanel'
import { ChatThread as ChatThread_07740b56ac7ac291d0bdce99d0260f5d } from '../../../../src/admin/ChatThread'
import { WebhookEndpointPanel as WebhookEndpointPanel_d8fe4125420715aaee7893c936b3158f } from '../../../../src/admin/WebhookEndpointPanel'
import { SecondFactorPanel as SecondFactorPanel_b2a9cc77c7e8582bbee3a143637bfda5 } from '../../../../src/admin/second-factor/ProfilePanel'
import { FormEntriesExport as FormEntriesExport_c24faa8e773f6bf4e90ed3f5392e692b } from '../../../../src/admin/SubmissionsExport'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { NavRowLabel as NavRowLabel_8a99663e1be6789b9741cbbb1a7bf0ef } from '../../../../src/admin/NavRowLabel'
import { OriginCheck as OriginCheck_bfd3821a9b4ef88fffc818bdbe4ea50f } from '../../../../src/admin/OriginCheck'
import { StaffBrowserMark as StaffBrowserMark_75be2735bb354d604992c0c43f3afa64 } from '../../../../src/admin/StaffBrowser'
import { ClaimsAuditNavLink as ClaimsAuditNavLink_a8a83ef23abcec87047452bcaf88c32e } from '../../../../src/admin/NavLinks'
import { ConversionNavLink as ConversionNavLink_a8a83ef23abcec87047452bcaf88c32e } from '../../../../src/admin/NavLinks'
import { MissingPagesNavLink as MissingPagesNavLink_a8a83ef23abcec87047452bcaf88c32e } from '../../../../src/admin/NavLinks'
import { RetentionNavLink as RetentionNavLink_a8a83ef23abcec87047452bcaf88c32e } from '../../../../src/admin/NavLinks'
import { LoginRedirect as LoginRedirect_5fe1b97667906600bb722bf9ed53d02e } from '../../../../src/admin/second-factor/LoginRedirect'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ClaimsAudit as ClaimsAudit_4e9462866cc77185d3c9fbed8b767c8a } from '../../../../src/admin/ClaimsAudit'
import { ConversionView as ConversionView_05ffbcc0fcb121d809c95ae5a9fa1e31 } from '../../../../src/admin/ConversionView'
import { MissingPagesView as MissingPagesView_9c93dc6c2d5412be11ba9a75687784a9 } from '../../../../src/admin/MissingPagesView'
import { RetentionView as RetentionView_a60657dd66f334e0fd94da6a2e863dbd } from '../../../../src/admin/RetentionView'
import { SecondFactorView as SecondFactorView_5fa9d8a159324a07a594945186f9ebb0 } from '../../../../src/admin/second-factor/SecondFactorView'
import { SubmissionCounts as SubmissionCounts_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { NewSubmissions as NewSubmissions_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { UndeliveredBriefs as UndeliveredBriefs_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { DueForRemoval as DueForRemoval_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { DataRequestsDue as DataRequestsDue_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { PrivacyComplaints as PrivacyComplaints_b06d5efe0c486601735f7bc793bc0cf1 } from '../../../../src/admin/dashboard/OpsWidgets'
import { Scheduled as Scheduled_c655108011d4f0c9ba16c4d5852b7545 } from '../../../../src/admin/dashboard/MarketingWidgets'
import { RecentChanges as RecentChanges_c655108011d4f0c9ba16c4d5852b7545 } from '../../../../src/admin/dashboard/MarketingWidgets'
import { ClaimConflicts as ClaimConflicts_c655108011d4f0c9ba16c4d5852b7545 } from '../../../../src/admin/dashboard/MarketingWidgets'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/OfferState#OfferStateField": OfferStateField_c133a60d1d28afbf775738492dbb20dd,
  "/src/admin/OfferState#OfferStateCell": OfferStateCell_c133a60d1d28afbf775738492dbb20dd,
  "/src/admin/BlockLabel#BlockLabel": BlockLabel_35a8e9502fc27537af053577bd15c55f,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/admin/SharePreview#SharePreview": SharePreview_4270cb9021b6980f53a203f1ace8596b,
  "/src/admin/PlanPrices#PlanPrices": PlanPrices_245777fcf4498bbc656b2f9406ab6c72,
  "/src/admin/PlanRowLabel#PlanRowLabel": PlanRowLabel_e052cce7fc08bd4a4d551815e3f9f208,
  "/src/admin/SubmissionNoteLabel#SubmissionNoteLabel": SubmissionNoteLabel_083b215466f6921b10e285be3f414b29,
  "/src/admin/StatusHistory#StatusHistory": StatusHistory_a8d155c42c8b54121a5a11b0d89dd892,
  "/src/admin/BriefPanel#BriefPanel": BriefPanel_fba66eeec0d32a6acf860d0f810f1a9c,
  "/src/admin/BookingSummary#BookingSummary": BookingSummary_ebd61c9bf756a3375752013635aec99d,
  "/src/admin/SubmissionsExport#SubmissionsMenuExport": SubmissionsMenuExport_c24faa8e773f6bf4e90ed3f5392e692b,
  "/src/admin/SubmissionsExport#SubmissionsExport": SubmissionsExport_c24faa8e773f6bf4e90ed3f5392e692b,
  "/src/admin/DataRequestPanel#DataRequestPanel": DataRequestPanel_206317b40d61781fc36ba1516fa69b8b,
  "/src/admin/ChatThread#ChatThread": ChatThread_07740b56ac7ac291d0bdce99d0260f5d,
  "/src/admin/WebhookEndpointPanel#WebhookEndpointPanel": WebhookEndpointPanel_d8fe4125420715aaee7893c936b3158f,
  "/src/admin/second-factor/ProfilePanel#SecondFactorPanel": SecondFactorPanel_b2a9cc77c7e8582bbee3a143637bfda5,
  "/src/admin/SubmissionsExport#FormEntriesExport": FormEntriesExport_c24faa8e773f6bf4e90ed3f5392e692b,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/src/admin/NavRowLabel#NavRowLabel": NavRowLabel_8a99663e1be6789b9741cbbb1a7bf0ef,
  "/src/admin/OriginCheck#OriginCheck": OriginCheck_bfd3821a9b4ef88fffc818bdbe4ea50f,
  "/src/admin/StaffBrowser#StaffBrowserMark": StaffBrowserMark_75be2735bb354d604992c0c43f3afa64,
  "/src/admin/NavLinks#ClaimsAuditNavLink": ClaimsAuditNavLink_a8a83ef23abcec87047452bcaf88c32e,
  "/src/admin/NavLinks#ConversionNavLink": ConversionNavLink_a8a83ef23abcec87047452bcaf88c32e,
  "/src/admin/NavLinks#MissingPagesNavLink": MissingPagesNavLink_a8a83ef23abcec87047452bcaf88c32e,
  "/src/admin/NavLinks#RetentionNavLink": RetentionNavLink_a8a83ef23abcec87047452bcaf88c32e,
  "/src/admin/second-factor/LoginRedirect#LoginRedirect": LoginRedirect_5fe1b97667906600bb722bf9ed53d02e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/ClaimsAudit#ClaimsAudit": ClaimsAudit_4e9462866cc77185d3c9fbed8b767c8a,
  "/src/admin/ConversionView#ConversionView": ConversionView_05ffbcc0fcb121d809c95ae5a9fa1e31,
  "/src/admin/MissingPagesView#MissingPagesView": MissingPagesView_9c93dc6c2d5412be11ba9a75687784a9,
  "/src/admin/RetentionView#RetentionView": RetentionView_a60657dd66f334e0fd94da6a2e863dbd,
  "/src/admin/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_5fa9d8a159324a07a594945186f9ebb0,
  "/src/admin/dashboard/OpsWidgets#SubmissionCounts": SubmissionCounts_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/OpsWidgets#NewSubmissions": NewSubmissions_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/OpsWidgets#UndeliveredBriefs": UndeliveredBriefs_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/OpsWidgets#DueForRemoval": DueForRemoval_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/OpsWidgets#DataRequestsDue": DataRequestsDue_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/OpsWidgets#PrivacyComplaints": PrivacyComplaints_b06d5efe0c486601735f7bc793bc0cf1,
  "/src/admin/dashboard/MarketingWidgets#Scheduled": Scheduled_c655108011d4f0c9ba16c4d5852b7545,
  "/src/admin/dashboard/MarketingWidgets#RecentChanges": RecentChanges_c655108011d4f0c9ba16c4d5852b7545,
  "/src/admin/dashboard/MarketingWidgets#ClaimConflicts": ClaimConflicts_c655108011d4f0c9ba16c4d5852b7545,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
