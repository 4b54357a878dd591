// Herbaceous perennials and bulbs, Lilium onwards. Fields as documented in ../reference.ts.
export const PERENNIALS_LATE = `
Lilium|lily,Asiatic lily,Asiatic hybrid lily,Oriental lily,Stargazer lily,Casa Blanca lily,Orienpet lily||3-9|sp|m||H|su:orange/yellow/red/pink/white
Lilium lancifolium|tiger lily|Lilium tigrinum|3-9|sp|m||H|su:orange
Lilium canadense|Canada lily,meadow lily||3-8|sp|mh|ne mw se|H|su:yellow/orange/red
Lilium superbum|Turk's cap lily,Turk's-cap lily,swamp lily||4-8|sp|mh|e|H|su:orange
Lilium michiganense|Michigan lily||4-8|sp|mh|mw gp|H|su:orange
Lilium longiflorum|Easter lily,trumpet lily||7-9|sp|m||H|su:white
Liriope muscari|lilyturf,big blue lilyturf,liriope,monkey grass,Big Blue liriope,Variegata liriope||5-10|sph|lm||Ex|su:purple
Liriope spicata|creeping lilyturf,creeping liriope,creeping monkey grass||4-10|sph|lm||Ex|su:lavender
Lobelia cardinalis|cardinal flower,cardinal lobelia,red lobelia||3-9|sp|h|e sw CA|Hx|su-fa:red
Lobelia siphilitica|great blue lobelia,great lobelia,blue cardinal flower||4-9|sp|mh|e gp|Hx|su-fa:blue
Lupinus polyphyllus|lupine,bigleaf lupine,garden lupine,Russell lupine||4-8|s|m|pnw CA|Hx|sp-su:blue/purple/pink/white/yellow
Lupinus perennis|wild lupine,sundial lupine,blue lupine||3-8|s|l|e|Hx|sp:blue
Lupinus texensis|Texas bluebonnet,bluebonnet||8-10|s|l|TX|H|sp:blue
Lychnis coronaria|rose campion|Silene coronaria|4-8|s|l||Hx|su:magenta
Lychnis chalcedonica|Maltese cross,Jerusalem cross,scarlet lychnis|Silene chalcedonica|3-9|s|m||Hx|su:red
Lysimachia nummularia|creeping Jenny,moneywort,golden creeping Jenny,Aurea creeping Jenny||3-9|sph|mh||Sx|su:yellow
Lysimachia clethroides|gooseneck loosestrife,gooseneck||3-8|sp|mh||Hx|su:white
Lysimachia punctata|yellow loosestrife,garden loosestrife,large yellow loosestrife||4-8|sp|mh||Hx|su:yellow
Malva alcea|hollyhock mallow,Fastigiata mallow||4-8|s|lm||H|su:pink
Mertensia virginica|Virginia bluebells,Virginia cowslip,bluebells||3-8|ph|m|e|Hx|sp:blue
Monarda didyma|bee balm,scarlet bee balm,Oswego tea,bergamot,Jacob Cline bee balm||4-9|sp|mh|ne se mw|Hx|su:red/pink/purple
Monarda fistulosa|wild bergamot,purple bee balm,horsemint||3-9|sp|lm|e gp w|Hx|su:lavender
Monarda punctata|spotted bee balm,dotted horsemint,spotted horsemint||3-9|s|l|e s|Hx|su:pink/yellow
Monarda bradburiana|eastern bee balm,Bradbury's beebalm||4-8|sp|lm|mw se s|Hx|sp:pink
Muscari armeniacum|grape hyacinth,Armenian grape hyacinth||4-8|sp|m||Hx|sp:blue
Narcissus|daffodil,narcissus,jonquil,King Alfred daffodil,Tete-a-Tete daffodil|Narcissus pseudonarcissus|3-9|sp|m||Hx|sp:yellow/white
Nepeta x faassenii|catmint,Faassen's catmint,Walker's Low catmint,Six Hills Giant catmint||3-8|s|l||Hx|sp-su:blue/purple
Nepeta racemosa|catmint,Walker's Low nepeta,dwarf catmint||3-8|s|l||Hx|sp-fa:blue/purple
Nepeta cataria|catnip,catnep,catswort||3-7|sp|l||Hx|su:white
Oenothera fruticosa|sundrops,narrowleaf evening primrose,narrow-leaved sundrops|Oenothera tetragona|4-8|s|l|e|Hx|su:yellow
Oenothera speciosa|showy evening primrose,pink evening primrose,pink ladies,Mexican primrose||5-8|s|l|gp s sw mw|Hx|sp-su:pink/white
Oenothera macrocarpa|Missouri evening primrose,Ozark sundrops,bigfruit evening primrose|Oenothera missouriensis|4-8|s|l|gp mw s|Hx|su:yellow
Opuntia humifusa|eastern prickly pear,prickly pear cactus,devil's tongue|Opuntia compressa|4-9|s|l|e|Ex|su:yellow
Paeonia lactiflora|peony,garden peony,Chinese peony,common garden peony,Sarah Bernhardt peony,Festiva Maxima peony,Karl Rosenfield peony||3-8|s|m||Hx|sp:pink/white/red
Paeonia suffruticosa|tree peony,moutan||4-8|sp|m||Dx|sp:pink/white/red/yellow
Paeonia x itoh|Itoh peony,intersectional peony,Bartzella peony|Paeonia Itoh Group|4-8|s|m||Hx|sp:yellow/pink
Paeonia 'Sarah Bernhardt'|Sarah Bernhardt peony||3-8|s|m||Hx|sp:pink
Papaver orientale|Oriental poppy||3-7|s|lm||Hx|sp:orange/red/pink/white
Papaver nudicaule|Iceland poppy,arctic poppy|Papaver croceum|2-8|s|m||Hx|sp:yellow/orange/white/pink
Penstemon digitalis|foxglove beardtongue,smooth white beardtongue,Husker Red penstemon,beardtongue||3-8|sp|lm|e|Hx|sp-su:white
Penstemon barbatus|golden-beard penstemon,beardlip penstemon,scarlet bugler||4-9|s|l|sw rm|Hx|su:red/pink
Penstemon hirsutus|hairy beardtongue,Pygmaeus penstemon||3-8|sp|l|ne mw|Hx|sp:lavender
Penstemon strictus|Rocky Mountain penstemon,Rocky Mountain beardtongue||4-9|s|l|rm sw|Hx|su:blue/purple
Penstemon pinifolius|pineleaf penstemon,pine-leaf beardtongue||4-10|s|l|AZ NM|Ex|su:orange/red
Penstemon cobaea|foxglove penstemon,prairie penstemon,cobaea beardtongue||4-8|s|l|gp s mw|Hx|sp:purple/white
Penstemon 'Dark Towers'|Dark Towers beardtongue,Dark Towers penstemon||3-8|s|l||Hx|su:pink
Perovskia atriplicifolia|Russian sage,Little Spire Russian sage,Denim 'n Lace Russian sage|Salvia yangii|4-9|s|l||Hx|su-fa:blue/purple
Persicaria amplexicaulis|mountain fleece,red bistort,Firetail persicaria|Polygonum amplexicaule,Bistorta amplexicaulis|4-7|sp|mh||Hx|su-fa:red/pink
Phlomis russeliana|Jerusalem sage,sticky Jerusalem sage||4-9|s|l||Hx|su:yellow
Phlox paniculata|garden phlox,summer phlox,tall phlox,David phlox,Jeana phlox,Bright Eyes phlox||4-8|sp|m|e|H|su:pink/purple/white/red
Phlox subulata|creeping phlox,moss phlox,moss pink,mountain phlox,Emerald Blue phlox||3-9|s|l|e|Ex|sp:pink/blue/purple/white
Phlox divaricata|woodland phlox,wild blue phlox,wild sweet William,Blue Moon phlox||3-8|ph|m|e|Hx|sp:blue/lavender
Phlox stolonifera|creeping phlox,woodland creeping phlox,Sherwood Purple phlox||4-8|ph|m|se ne|Sx|sp:purple/blue/pink
Phlox maculata|meadow phlox,wild sweet William,spotted phlox||4-8|sp|mh|e|H|su:pink/white
Phlox glaberrima|smooth phlox||4-8|sp|m|e|H|sp:pink
Phlox pilosa|downy phlox,prairie phlox||4-9|sp|lm|e gp|H|sp:pink
Physostegia virginiana|obedient plant,false dragonhead,Vivid obedient plant,Miss Manners obedient plant||3-9|sp|mh|e gp|Hx|su-fa:pink/white
Platycodon grandiflorus|balloon flower,Chinese bellflower,Sentimental Blue balloon flower||3-8|sp|m||Hx|su:blue/white/pink
Polemonium caeruleum|Jacob's ladder,Greek valerian||3-7|ph|m||Hx|sp:blue
Polemonium reptans|creeping Jacob's ladder,spreading Jacob's ladder,Stairway to Heaven polemonium||3-8|ph|m|e|Hx|sp:blue
Polygonatum biflorum|smooth Solomon's seal,small Solomon's seal,Solomon's seal||3-9|ph|m|e gp|Hx|sp:white/green
Polygonatum odoratum|fragrant Solomon's seal,variegated Solomon's seal,Variegatum Solomon's seal||3-8|ph|m||Hx|sp:white
Primula vulgaris|English primrose,primrose,common primrose||4-8|ph|m||Hx|sp:yellow/mixed
Primula japonica|Japanese primrose,candelabra primrose||5-8|ph|h||Hx|sp:pink/red/white
Pulmonaria officinalis|lungwort,common lungwort,Jerusalem cowslip||3-8|ph|m||Sx|sp:pink/blue
Pulmonaria saccharata|Bethlehem sage,lungwort,Mrs. Moon pulmonaria,Raspberry Splash lungwort||3-8|ph|m||Sx|sp:pink/blue
Pulsatilla vulgaris|pasque flower,pasqueflower,European pasqueflower|Anemone pulsatilla|4-8|s|l||Hx|sp:purple
Pycnanthemum muticum|clustered mountain mint,short-toothed mountain mint,mountain mint||4-8|sp|m|ne se|Hx|su:white
Pycnanthemum virginianum|Virginia mountain mint,common mountain mint||3-7|sp|mh|e|Hx|su:white
Pycnanthemum tenuifolium|narrowleaf mountain mint,slender mountain mint||4-8|s|lm|e|Hx|su:white
Ranunculus asiaticus|Persian buttercup,ranunculus||8-11|s|m||H|sp:red/orange/pink/yellow/white
Ratibida pinnata|grayhead coneflower,yellow coneflower,pinnate prairie coneflower||3-8|s|l|e gp|Hx|su:yellow
Ratibida columnifera|Mexican hat,upright prairie coneflower,prairie coneflower||3-9|s|l|gp w mw|Hx|su:red/yellow
Rodgersia aesculifolia|fingerleaf rodgersia,rodgersia||5-8|ph|h||Hx|su:white/pink
Rudbeckia fulgida|black-eyed Susan,orange coneflower,Goldsturm rudbeckia,perennial black-eyed Susan||3-9|s|m|e|Hx|su-fa:yellow
Rudbeckia fulgida var. sullivantii 'Goldsturm'|Goldsturm black-eyed Susan,Goldsturm coneflower|Rudbeckia 'Goldsturm'|3-9|s|m||Hx|su-fa:yellow
Rudbeckia hirta|black-eyed Susan,blackeyed Susan,gloriosa daisy,Indian Summer rudbeckia,Prairie Sun rudbeckia||3-7|s|lm|e gp w|Hx|su:yellow
Rudbeckia triloba|brown-eyed Susan,three-lobed coneflower,thin-leaved coneflower||3-10|s|m|e gp|Hx|su-fa:yellow
Rudbeckia laciniata|cutleaf coneflower,green-headed coneflower,goldenglow||3-9|sp|mh|e w gp|Hx|su:yellow
Rudbeckia maxima|giant coneflower,great coneflower,cabbage leaf coneflower||4-9|s|m|s|Hx|su:yellow
Rudbeckia subtomentosa|sweet coneflower,sweet black-eyed Susan,Henry Eilers rudbeckia||4-8|s|m|mw s|Hx|su-fa:yellow
Ruellia humilis|wild petunia,fringeleaf wild petunia,hairy wild petunia||4-9|sp|l|e gp|Hx|su:lavender
Salvia nemorosa|woodland sage,meadow sage,perennial salvia,May Night salvia,Caradonna salvia,East Friesland salvia||4-8|s|l||Hx|sp-su:purple/blue/pink/white
Salvia x sylvestris|hybrid sage,May Night salvia,Mainacht salvia,Blue Hill salvia||4-8|s|l||Hx|sp-su:purple/blue
Salvia officinalis|common sage,garden sage,culinary sage||5-8|s|l||Ex|su:purple
Salvia azurea|blue sage,azure sage,pitcher sage||5-9|s|l|se s gp mw|Hx|fa:blue
Salvia coccinea|scarlet sage,tropical sage,blood sage||8-11|sp|lm|se s|Hx|su-fa:red/pink/white
Salvia farinacea|mealycup sage,mealy sage,Victoria Blue salvia||8-11|s|l|TX NM|Hx|su-fa:blue
Salvia guaranitica|anise-scented sage,Black and Blue salvia,hummingbird sage||7-10|sp|m||Hx|su-fa:blue
Salvia microphylla|baby sage,Hot Lips sage,Hot Lips salvia,littleleaf sage||7-10|s|l||Sx|sp-fa:red/white
Salvia 'Amistad'|Amistad salvia,Amistad sage||8-10|sp|m||Hx|su-fa:purple
Salvia 'Indigo Spires'|Indigo Spires salvia,Indigo Spires sage||7-10|s|m||Hx|su-fa:blue/purple
Salvia clevelandii|Cleveland sage,fragrant sage,Allen Chickering sage||8-11|s|l|CA|Ex|sp-su:blue
Salvia apiana|white sage,bee sage,sacred sage||8-11|s|l|CA|Ex|sp:white
Sanguinaria canadensis|bloodroot||3-8|ph|m|e gp|Hx|sp:white
Santolina chamaecyparissus|lavender cotton,gray santolina,cotton lavender||6-9|s|l||Ex|su:yellow
Saponaria ocymoides|rock soapwort,tumbling Ted||3-7|s|l||Hx|sp-su:pink
Scabiosa columbaria|pincushion flower,small scabious,Butterfly Blue scabiosa,Pink Mist scabiosa||4-8|s|lm||Hx|sp-fa:blue/pink
Scabiosa caucasica|Caucasian scabious,pincushion flower||4-9|s|m||Hx|su:blue/white
Sedum spectabile|showy stonecrop,Brilliant sedum|Hylotelephium spectabile|3-9|s|l||Hx|fa:pink
Sedum 'Autumn Joy'|Autumn Joy sedum,Autumn Joy stonecrop,Herbstfreude sedum|Hylotelephium 'Herbstfreude',Sedum 'Herbstfreude',Hylotelephium telephium 'Autumn Joy'|3-9|s|l||Hx|fa:pink/rust
Sedum telephium|orpine,live-forever,Matrona sedum,Purple Emperor sedum|Hylotelephium telephium|3-9|s|l||Hx|fa:pink
Sedum spurium|two-row stonecrop,Caucasian stonecrop,Dragon's Blood sedum,creeping sedum|Phedimus spurius|3-8|s|l||Ex|su:pink/red
Sedum reflexum|blue spruce stonecrop,reflexed stonecrop,Angelina sedum|Petrosedum rupestre,Sedum rupestre|5-8|s|l||Ex|su:yellow
Sedum rupestre 'Angelina'|Angelina sedum,Angelina stonecrop|Petrosedum rupestre 'Angelina'|5-8|s|l||Ex|su:yellow
Sedum acre|goldmoss stonecrop,goldmoss sedum,biting stonecrop||3-8|s|l||Ex|sp:yellow
Sedum album|white stonecrop||3-9|s|l||Ex|su:white
Sedum kamtschaticum|Russian stonecrop,orange stonecrop|Phedimus kamtschaticus|3-8|s|l||Hx|su:yellow
Sedum sexangulare|tasteless stonecrop,six-sided stonecrop||3-9|s|l||Ex|su:yellow
Sedum ternatum|woodland stonecrop,whorled stonecrop,three-leaved stonecrop||4-8|ph|m|e|Ex|sp:white
Sedum sieboldii|October daphne,Siebold's stonecrop|Hylotelephium sieboldii|3-9|s|l||Hx|fa:pink
Sempervivum tectorum|hens and chicks,houseleek,common houseleek,hen and chicks,hens-and-chicks||3-8|s|l||Ex|su:pink
Silene virginica|fire pink,catchfly||4-8|sp|l|e|Hx|sp:red
Sisyrinchium angustifolium|narrow-leaf blue-eyed grass,blue-eyed grass,Lucerne blue-eyed grass||4-9|sp|m|e|Hx|sp:blue
Solidago rugosa|rough goldenrod,wrinkleleaf goldenrod,Fireworks goldenrod||4-8|s|m|e|Hx|fa:yellow
Solidago sphacelata|false goldenrod,Golden Fleece goldenrod,autumn goldenrod||4-8|sp|lm|se mw|Hx|fa:yellow
Solidago canadensis|Canada goldenrod,common goldenrod||3-8|s|lm|e w gp|Hx|fa:yellow
Solidago speciosa|showy goldenrod||3-8|s|l|e gp|Hx|fa:yellow
Solidago caesia|blue-stemmed goldenrod,wreath goldenrod||4-8|ph|m|e|Hx|fa:yellow
Solidago rigida|stiff goldenrod|Oligoneuron rigidum|3-9|s|l|e gp|Hx|fa:yellow
Solidago nemoralis|gray goldenrod,old field goldenrod||3-9|s|l|e gp|Hx|fa:yellow
Solidago sempervirens|seaside goldenrod||4-9|s|lm|ne se|Hx|fa:yellow
Solidago 'Little Lemon'|Little Lemon goldenrod,dwarf goldenrod||4-9|s|m||Hx|su:yellow
Stachys byzantina|lamb's ears,lamb's ear,woolly betony,Helen von Stein lamb's ear|Stachys lanata,Stachys olympica|4-8|s|l||Sx|su:purple
Stachys officinalis|betony,bishop's wort,Hummelo betony|Betonica officinalis,Stachys monieri|4-8|sp|m||Hx|su:pink
Stokesia laevis|Stokes' aster,Stokes aster||5-9|s|m|se s|Hx|su:blue/white
Symphyotrichum novae-angliae|New England aster,Purple Dome aster,September Glory aster|Aster novae-angliae|3-8|s|m|e gp|Hx|fa:purple
Symphyotrichum novi-belgii|New York aster,Michaelmas daisy|Aster novi-belgii|4-8|s|m|ne se|Hx|fa:purple/blue
Symphyotrichum oblongifolium|aromatic aster,Raydon's Favorite aster,October Skies aster|Aster oblongifolius|3-8|s|l|e gp|Hx|fa:blue/purple
Symphyotrichum laeve|smooth aster,smooth blue aster,Bluebird aster|Aster laevis|4-8|s|lm|e gp w|Hx|fa:blue
Symphyotrichum ericoides|heath aster,white heath aster|Aster ericoides|3-8|s|l|e gp w|Hx|fa:white
Symphyotrichum cordifolium|blue wood aster,heartleaf aster,common blue wood aster|Aster cordifolius|3-8|ph|m|e|Hx|fa:blue
Symphyotrichum lateriflorum|calico aster,starved aster,Lady in Black aster|Aster lateriflorus|3-9|sp|m|e|Hx|fa:white
Symphyotrichum dumosum|bushy aster,rice button aster,Wood's Blue aster|Aster dumosus|3-9|s|m|e|Hx|fa:blue/pink/purple
Symphyotrichum 'Wood's Blue'|Wood's Blue aster,Wood's Pink aster,Wood's Purple aster||4-8|s|m||Hx|fa:blue
Eurybia divaricata|white wood aster|Aster divaricatus|3-8|ph|lm|e|Hx|fa:white
Aster x frikartii|Frikart's aster,Monch aster,Wonder of Staffa aster||5-8|s|m||Hx|su-fa:lavender
Aster tataricus|Tatarian aster,Jindai aster||3-8|sp|m||Hx|fa:blue
Tanacetum coccineum|painted daisy,pyrethrum,Robinson's Red painted daisy|Chrysanthemum coccineum,Pyrethrum roseum|3-7|s|m||Hx|sp-su:red/pink/white
Tanacetum parthenium|feverfew||4-9|s|l||Hx|su:white
Thalictrum aquilegiifolium|columbine meadow rue,meadow rue||5-8|ph|m||Hx|sp-su:purple/pink
Thalictrum rochebruneanum|lavender mist meadow rue||4-7|ph|m||Hx|su:lavender
Thermopsis villosa|Carolina lupine,false lupine,Aaron's rod|Thermopsis caroliniana|3-9|s|l|se|Hx|sp:yellow
Thymus serpyllum|creeping thyme,wild thyme,mother of thyme,Elfin thyme,red creeping thyme||4-9|s|l||Ex|su:pink/purple
Thymus praecox|creeping thyme,mother of thyme,Coccineus thyme||5-8|s|l||Ex|su:pink/red
Thymus vulgaris|common thyme,garden thyme,English thyme||5-9|s|l||Ex|su:pink
Thymus pseudolanuginosus|woolly thyme,wooly thyme|Thymus praecox subsp. britannicus|5-8|s|l||Ex|su:pink
Thymus citriodorus|lemon thyme|Thymus x citriodorus|5-9|s|l||Ex|su:pink
Tiarella cordifolia|foamflower,heartleaf foamflower,Allegheny foamflower,Spring Symphony foamflower||3-8|ph|m|e|Sx|sp:white/pink
Tiarella wherryi|Wherry's foamflower|Tiarella cordifolia var. collina|4-8|ph|m|se|Sx|sp:white
Tradescantia virginiana|Virginia spiderwort,spiderwort||4-9|sph|mh|e|H|sp-su:blue/purple
Tradescantia ohiensis|Ohio spiderwort,bluejacket||4-9|sph|lm|e gp|H|sp-su:blue
Tradescantia x andersoniana|Andersoniana spiderwort,Sweet Kate spiderwort,Concord Grape spiderwort||4-9|sph|m||H|su:blue/purple/white
Tricyrtis hirta|toad lily,hairy toad lily,Japanese toad lily||4-9|ph|m||Hx|fa:purple/white
Trillium grandiflorum|large-flowered trillium,great white trillium,white wake-robin||4-8|ph|m|ne mw se|H|sp:white
Trillium erectum|red trillium,purple trillium,wake robin,stinking Benjamin||4-7|ph|m|ne se mw|H|sp:red
Tulipa|tulip,Darwin hybrid tulip,garden tulip,triumph tulip,parrot tulip|Tulipa gesneriana|3-8|s|m||H|sp:red/yellow/pink/white/purple/orange
Tulipa tarda|late tulip,tarda tulip,botanical tulip|Tulipa urumiensis|4-8|s|l||H|sp:yellow/white
Valeriana officinalis|valerian,garden heliotrope||4-9|sp|m||Hx|su:white/pink
Verbascum chaixii|nettle-leaved mullein,chaix mullein||4-8|s|l||Hx|su:yellow/white
Verbena bonariensis|tall verbena,purpletop vervain,Brazilian verbena,Argentinian vervain||7-11|s|l||Hx|su-fa:purple
Verbena canadensis|rose verbena,clump verbena,Homestead Purple verbena|Glandularia canadensis|5-9|s|l|e gp|Hx|su-fa:purple/pink
Verbena hastata|blue vervain,swamp verbena,American blue vervain||3-8|s|mh|e w gp|Hx|su:blue/purple
Vernonia noveboracensis|New York ironweed,ironweed||5-9|s|mh|e|Hx|su-fa:purple
Vernonia fasciculata|prairie ironweed,common ironweed||3-7|s|mh|mw gp|Hx|su-fa:purple
Vernonia lettermannii|narrowleaf ironweed,Iron Butterfly ironweed||4-9|s|l|AR OK|Hx|fa:purple
Veronica spicata|spiked speedwell,spike speedwell,Royal Candles veronica,Red Fox veronica,Icicle veronica|Pseudolysimachion spicatum|3-8|s|m||Hx|su:blue/purple/pink/white
Veronica longifolia|long-leaf speedwell,garden speedwell,First Love veronica|Pseudolysimachion longifolium|4-8|s|m||Hx|su:blue/purple/pink
Veronica 'Georgia Blue'|Georgia Blue speedwell|Veronica umbrosa 'Georgia Blue',Veronica peduncularis 'Georgia Blue'|4-8|sp|m||Ex|sp:blue
Veronica prostrata|prostrate speedwell,harebell speedwell||5-8|s|l||Hx|sp:blue
Veronica 'Sunny Border Blue'|Sunny Border Blue veronica,Sunny Border Blue speedwell||3-8|s|m||Hx|su:blue
Veronicastrum virginicum|Culver's root,Culver's physic,blackroot||3-8|sp|mh|e gp|Hx|su:white
Viola odorata|sweet violet,English violet,garden violet||5-8|ph|m||Sx|sp:purple/white
Viola sororia|common blue violet,woolly blue violet,dooryard violet|Viola papilionacea|3-9|ph|m|e gp|Hx|sp:blue/purple
Viola labradorica|Labrador violet,alpine violet||4-8|ph|m|ne mw|Sx|sp:purple
Viola pedata|bird's-foot violet,birdfoot violet||4-8|sp|l|e|Hx|sp:purple
Yucca glauca|soapweed yucca,small soapweed,Great Plains yucca||4-8|s|l|gp rm sw|Ex|su:white
Zauschneria californica|California fuchsia,hummingbird trumpet|Epilobium canum|7-10|s|l|CA sw|Hx|su-fa:red/orange
Zinnia grandiflora|Rocky Mountain zinnia,plains zinnia,prairie zinnia||4-9|s|l|sw gp|Hx|su:yellow
Zizia aurea|golden Alexanders,golden zizia||3-8|sp|m|e gp|Hx|sp:yellow
Allium tuberosum|garlic chives,Chinese chives||4-8|s|m||Hx|su:white
Rosmarinus officinalis|rosemary,common rosemary,Arp rosemary,Tuscan Blue rosemary,prostrate rosemary|Salvia rosmarinus|7-10|s|l||Ex|wi-sp:blue
Origanum vulgare|oregano,wild marjoram,common oregano||5-9|s|l||Hx|su:pink/purple
Origanum laevigatum|ornamental oregano,Herrenhausen oregano||5-8|s|l||Hx|su:purple
Mentha spicata|spearmint,garden mint||4-9|sp|mh||Hx|su:purple/white
Mentha x piperita|peppermint||3-8|sp|mh||Hx|su:purple
Melissa officinalis|lemon balm,balm,sweet balm||4-9|sp|m||Hx|su:white
Calamintha nepeta|lesser calamint,calamint|Clinopodium nepeta|5-9|s|l||Hx|su:white/lavender
Agastache 'Blue Fortune'|Blue Fortune agastache,Blue Fortune hyssop||5-9|s|l||Hx|su:blue
Agastache 'Black Adder'|Black Adder agastache||6-9|s|l||Hx|su:blue/purple
Kniphofia 'Echo Mango'|Echo Mango red hot poker||6-9|s|lm||Hx|su:orange
Nepeta 'Walker's Low'|Walker's Low catmint,Walker's Low nepeta||3-8|s|l||Hx|sp-su:blue/purple
Nepeta 'Six Hills Giant'|Six Hills Giant catmint||3-8|s|l||Hx|sp-su:blue/purple
Salvia nemorosa 'Caradonna'|Caradonna salvia,Caradonna meadow sage||4-8|s|l||Hx|sp-su:purple
Salvia x sylvestris 'May Night'|May Night salvia,Mainacht salvia,May Night sage|Salvia nemorosa 'May Night'|4-8|s|l||Hx|sp-su:purple
Echinacea purpurea 'Magnus'|Magnus coneflower,Magnus purple coneflower||3-8|s|lm||Hx|su:purple/pink
Echinacea purpurea 'White Swan'|White Swan coneflower||3-8|s|lm||Hx|su:white
Echinacea purpurea 'PowWow Wild Berry'|PowWow Wild Berry coneflower,Pow Wow Wild Berry coneflower||3-8|s|lm||Hx|su:pink
Leucanthemum x superbum 'Becky'|Becky Shasta daisy||4-9|s|m||Hx|su:white
Coreopsis verticillata 'Moonbeam'|Moonbeam coreopsis,Moonbeam tickseed||3-9|s|l||Hx|su:yellow
Coreopsis verticillata 'Zagreb'|Zagreb coreopsis,Zagreb tickseed||3-9|s|l||Hx|su:yellow
Phlox paniculata 'David'|David phlox,David garden phlox||4-8|sp|m||H|su:white
Phlox subulata 'Emerald Blue'|Emerald Blue creeping phlox,Emerald Blue moss phlox||3-9|s|l||Ex|sp:blue
Heuchera 'Palace Purple'|Palace Purple coral bells,Palace Purple heuchera|Heuchera micrantha 'Palace Purple'|4-8|ph|m||Sx|su:white
Heuchera 'Obsidian'|Obsidian coral bells,Obsidian heuchera||4-9|ph|m||Sx|su:white
Heuchera 'Caramel'|Caramel coral bells,Caramel heuchera||4-9|ph|m||Sx|su:white
Brunnera macrophylla 'Jack Frost'|Jack Frost brunnera,Jack Frost Siberian bugloss||3-8|ph|m||Hx|sp:blue
Astilbe x arendsii 'Fanal'|Fanal astilbe||4-8|ph|mh||Hx|su:red
Astilbe chinensis 'Visions'|Visions astilbe||4-8|ph|m||Hx|su:pink
Geranium sanguineum 'Max Frei'|Max Frei geranium,Max Frei bloody cranesbill||3-8|sp|lm||Hx|su:pink
Achillea 'Moonshine'|Moonshine yarrow||3-8|s|l||Hx|su:yellow
Achillea millefolium 'Paprika'|Paprika yarrow||3-9|s|l||Hx|su:red
Gaillardia x grandiflora 'Arizona Sun'|Arizona Sun blanket flower,Arizona Sun gaillardia||3-9|s|l||Hx|su:red/yellow
Liatris spicata 'Kobold'|Kobold liatris,Kobold blazing star,dwarf blazing star||3-8|s|m||Hx|su:purple
Lavandula angustifolia 'Hidcote'|Hidcote lavender,Hidcote English lavender||5-8|s|l||Ex|su:purple
Lavandula angustifolia 'Munstead'|Munstead lavender,Munstead English lavender||5-8|s|l||Ex|su:purple
Lavandula x intermedia 'Phenomenal'|Phenomenal lavender,Phenomenal lavandin||5-9|s|l||Ex|su:purple
Lavandula x intermedia 'Grosso'|Grosso lavender,Grosso lavandin||5-8|s|l||Ex|su:purple
Perovskia atriplicifolia 'Little Spire'|Little Spire Russian sage||4-9|s|l||Hx|su-fa:purple
Dianthus 'Firewitch'|Firewitch dianthus,Firewitch cheddar pink|Dianthus gratianopolitanus 'Feuerhexe'|3-9|s|l||Ex|sp:pink
Hibiscus moscheutos 'Luna'|Luna hibiscus,Luna rose mallow||5-9|s|mh||H|su:pink/red/white
Monarda didyma 'Jacob Cline'|Jacob Cline bee balm||4-9|sp|mh||Hx|su:red
Iris sibirica 'Caesar's Brother'|Caesar's Brother Siberian iris||3-9|sp|mh||Hx|sp:purple
Rudbeckia hirta 'Indian Summer'|Indian Summer rudbeckia,Indian Summer black-eyed Susan||3-7|s|lm||Hx|su:yellow
Helenium autumnale 'Mardi Gras'|Mardi Gras helenium,Mardi Gras sneezeweed||3-8|s|mh||Hx|su:orange/red/yellow
Heliopsis helianthoides 'Summer Sun'|Summer Sun heliopsis,Summer Sun false sunflower||3-9|s|lm||Hx|su:yellow
Physostegia virginiana 'Miss Manners'|Miss Manners obedient plant||3-9|sp|mh||Hx|su:white
Penstemon digitalis 'Husker Red'|Husker Red penstemon,Husker Red beardtongue||3-8|sp|lm||Hx|sp-su:white
Tiarella 'Spring Symphony'|Spring Symphony foamflower||4-9|ph|m||Sx|sp:pink/white
Lamium maculatum 'Beacon Silver'|Beacon Silver lamium,Beacon Silver dead nettle||3-8|ph|m||Sx|sp:pink
Lamium maculatum 'White Nancy'|White Nancy lamium,White Nancy dead nettle||3-8|ph|m||Sx|sp:white
Ajuga reptans 'Chocolate Chip'|Chocolate Chip ajuga,Chocolate Chip bugleweed|Ajuga tenorei 'Valfredda'|3-9|sph|m||Sx|sp:blue
Ajuga reptans 'Black Scallop'|Black Scallop ajuga,Black Scallop bugleweed||3-9|sph|m||Sx|sp:blue
Ajuga reptans 'Burgundy Glow'|Burgundy Glow ajuga||3-9|sph|m||Sx|sp:blue
Sedum 'Matrona'|Matrona sedum,Matrona stonecrop|Hylotelephium 'Matrona'|3-9|s|l||Hx|fa:pink
Sedum spurium 'Dragon's Blood'|Dragon's Blood sedum,Dragon's Blood stonecrop|Phedimus spurius 'Dragon's Blood'|3-8|s|l||Ex|su:red
Coreopsis 'Full Moon'|Full Moon coreopsis||5-9|s|l||Hx|su:yellow
Veronica spicata 'Royal Candles'|Royal Candles veronica,Royal Candles speedwell||3-8|s|m||Hx|su:blue
Amsonia 'Blue Ice'|Blue Ice amsonia,Blue Ice bluestar||4-9|sp|m||Hx|sp:blue
Leucanthemum x superbum 'Snowcap'|Snowcap Shasta daisy||4-9|s|m||Hx|su:white
`;
