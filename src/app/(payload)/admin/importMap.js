import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
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
import { BooleanCell as BooleanCell_480b70ac2bc4df09c3963c7015d48764 } from '../../../admin/BooleanCell'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ReleasePanel as ReleasePanel_74de8fa0ee0863a4022dcde3ba588d44 } from '../../../releases/components/ReleasePanel'
import { OutOfDateCell as OutOfDateCell_5a594ee94fa1a193c920532f8f2714f3 } from '../../../translations/components/OutOfDateCell'
import { StatusCell as StatusCell_f059236e80cb25265249a16c63870d10 } from '../../../admin/StatusCell'
import { LanguageSwitchGuard as LanguageSwitchGuard_0f0b48e5d804b9d3dea6f515d1d59c76 } from '../../../admin/LanguageSwitchGuard'
import { BreakWarning as BreakWarning_58ed636a67d9df69354a95b39abbfd1b } from '../../../content-health/components/BreakWarning'
import { PublishButton as PublishButton_72fd0e76c87047ce04e5ff2ef4712a2d } from '../../../admin/PublishButton'
import { VersionsView as VersionsView_57b3d0bf9853100da91b2007bd37bdaf } from '../../../versions/components/VersionsView'
import { BlockRowLabel as BlockRowLabel_5aaa863a79cd9dbb256a64d80b13ed7f } from '../../../page-builder/components/BlockRowLabel'
import { SectionUsage as SectionUsage_380be9b063912255c5a6ade4d8ca4ed4 } from '../../../page-builder/components/SectionUsage'
import { LegalUnpublishNotice as LegalUnpublishNotice_bcbe3bfbebe2d2c7036d9a56ea58ffd3 } from '../../../admin/LegalUnpublishNotice'
import { ExportAcceptances as ExportAcceptances_4a370b62de59a864f577800de0ee53df } from '../../../legal/components/admin/ExportAcceptances'
import { DeadlineCell as DeadlineCell_f10cec61270778bb1d65ec624f76d2ed } from '../../../data-rights/components/admin/DeadlineCell'
import { ExportRequests as ExportRequests_b03713f8f0a2520e98cbaa4a1408dc13 } from '../../../data-rights/components/admin/ExportRequests'
import { ReleaseActions as ReleaseActions_77a1f806d16cf6152a593694c806184d } from '../../../releases/components/ReleaseActions'
import { TargetSelect as TargetSelect_9f5f8f39700f143d06ea0b11a1d52a0f } from '../../../releases/components/TargetSelect'
import { DocumentPicker as DocumentPicker_db37db45efa657e98cec254c24dfbfa1 } from '../../../releases/components/DocumentPicker'
import { CompareLink as CompareLink_426080841c99c9ee5e2c0c92b1ca0fb8 } from '../../../releases/components/CompareLink'
import { StaffMemberCell as StaffMemberCell_2ade97d7ba1c2940054c425804bfa0a6 } from '../../../releases/components/StaffMember'
import { StaffMemberField as StaffMemberField_2ade97d7ba1c2940054c425804bfa0a6 } from '../../../releases/components/StaffMember'
import { ReplyPanel as ReplyPanel_de472874634a1e53efab146e1706061e } from '../../../contact/admin/ReplyPanel'
import { ExportMessages as ExportMessages_5da6f20e8664833c5d90f371585768ca } from '../../../contact/admin/ExportMessages'
import { InviteStaff as InviteStaff_7325bedab237a2cd648a625d4931f21e } from '../../../admin/InviteStaff'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { KindCell as KindCell_16f6fc23cdb3a2668d50877ab065f14a } from '../../../search/components/KindCell'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { MissingTargetCell as MissingTargetCell_2992448e4939c1e65de197699b4571da } from '../../../redirects/components/MissingTarget'
import { MissingTargetField as MissingTargetField_2992448e4939c1e65de197699b4571da } from '../../../redirects/components/MissingTarget'
import { WrongAddress as WrongAddress_91273031fecb08b6ee5cc8a40c74ac54 } from '../../../admin/WrongAddress'
import { ThirdPartyText as ThirdPartyText_3594192f6da231e848b3dd678ae1d82e } from '../../../admin/ThirdPartyText'
import { ScheduleDialog as ScheduleDialog_69c1455675f5ae8b3c49c906fd6eb57d } from '../../../admin/ScheduleDialog'
import { BrandIcon as BrandIcon_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { BrandLogo as BrandLogo_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { TranslationNavLink as TranslationNavLink_8a50f176d04c74d992016e20eb892ed4 } from '../../../translations/components/NavLink'
import { ContentHealthNavLink as ContentHealthNavLink_4ba61ec343e8eabd0447d31af6708dd8 } from '../../../content-health/components/NavLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationView as TranslationView_472b5591809ec9613968df69dbc2a779 } from '../../../translations/components/TranslationView'
import { ContentHealthView as ContentHealthView_3373be1e054fb4576cd950705ab50327 } from '../../../content-health/components/ContentHealthView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
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
  "/admin/BooleanCell#BooleanCell": BooleanCell_480b70ac2bc4df09c3963c7015d48764,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/releases/components/ReleasePanel#ReleasePanel": ReleasePanel_74de8fa0ee0863a4022dcde3ba588d44,
  "/translations/components/OutOfDateCell#OutOfDateCell": OutOfDateCell_5a594ee94fa1a193c920532f8f2714f3,
  "/admin/StatusCell#StatusCell": StatusCell_f059236e80cb25265249a16c63870d10,
  "/admin/LanguageSwitchGuard#LanguageSwitchGuard": LanguageSwitchGuard_0f0b48e5d804b9d3dea6f515d1d59c76,
  "/content-health/components/BreakWarning#BreakWarning": BreakWarning_58ed636a67d9df69354a95b39abbfd1b,
  "/admin/PublishButton#PublishButton": PublishButton_72fd0e76c87047ce04e5ff2ef4712a2d,
  "/versions/components/VersionsView#VersionsView": VersionsView_57b3d0bf9853100da91b2007bd37bdaf,
  "/page-builder/components/BlockRowLabel#BlockRowLabel": BlockRowLabel_5aaa863a79cd9dbb256a64d80b13ed7f,
  "/page-builder/components/SectionUsage#SectionUsage": SectionUsage_380be9b063912255c5a6ade4d8ca4ed4,
  "/admin/LegalUnpublishNotice#LegalUnpublishNotice": LegalUnpublishNotice_bcbe3bfbebe2d2c7036d9a56ea58ffd3,
  "/legal/components/admin/ExportAcceptances#ExportAcceptances": ExportAcceptances_4a370b62de59a864f577800de0ee53df,
  "/data-rights/components/admin/DeadlineCell#DeadlineCell": DeadlineCell_f10cec61270778bb1d65ec624f76d2ed,
  "/data-rights/components/admin/ExportRequests#ExportRequests": ExportRequests_b03713f8f0a2520e98cbaa4a1408dc13,
  "/releases/components/ReleaseActions#ReleaseActions": ReleaseActions_77a1f806d16cf6152a593694c806184d,
  "/releases/components/TargetSelect#TargetSelect": TargetSelect_9f5f8f39700f143d06ea0b11a1d52a0f,
  "/releases/components/DocumentPicker#DocumentPicker": DocumentPicker_db37db45efa657e98cec254c24dfbfa1,
  "/releases/components/CompareLink#CompareLink": CompareLink_426080841c99c9ee5e2c0c92b1ca0fb8,
  "/releases/components/StaffMember#StaffMemberCell": StaffMemberCell_2ade97d7ba1c2940054c425804bfa0a6,
  "/releases/components/StaffMember#StaffMemberField": StaffMemberField_2ade97d7ba1c2940054c425804bfa0a6,
  "/contact/admin/ReplyPanel#ReplyPanel": ReplyPanel_de472874634a1e53efab146e1706061e,
  "/contact/admin/ExportMessages#ExportMessages": ExportMessages_5da6f20e8664833c5d90f371585768ca,
  "/admin/InviteStaff#InviteStaff": InviteStaff_7325bedab237a2cd648a625d4931f21e,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "/search/components/KindCell#KindCell": KindCell_16f6fc23cdb3a2668d50877ab065f14a,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/redirects/components/MissingTarget#MissingTargetCell": MissingTargetCell_2992448e4939c1e65de197699b4571da,
  "/redirects/components/MissingTarget#MissingTargetField": MissingTargetField_2992448e4939c1e65de197699b4571da,
  "/admin/WrongAddress#WrongAddress": WrongAddress_91273031fecb08b6ee5cc8a40c74ac54,
  "/admin/ThirdPartyText#ThirdPartyText": ThirdPartyText_3594192f6da231e848b3dd678ae1d82e,
  "/admin/ScheduleDialog#ScheduleDialog": ScheduleDialog_69c1455675f5ae8b3c49c906fd6eb57d,
  "/admin/Brand#BrandIcon": BrandIcon_d4751384a7cf3b09ce46117cb8895da1,
  "/admin/Brand#BrandLogo": BrandLogo_d4751384a7cf3b09ce46117cb8895da1,
  "/translations/components/NavLink#TranslationNavLink": TranslationNavLink_8a50f176d04c74d992016e20eb892ed4,
  "/content-health/components/NavLink#ContentHealthNavLink": ContentHealthNavLink_4ba61ec343e8eabd0447d31af6708dd8,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/translations/components/TranslationView#TranslationView": TranslationView_472b5591809ec9613968df69dbc2a779,
  "/content-health/components/ContentHealthView#ContentHealthView": ContentHealthView_3373be1e054fb4576cd950705ab50327,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
