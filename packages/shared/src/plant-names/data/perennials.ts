// Herbaceous perennials and bulbs, A to K. Fields as documented in ../reference.ts.
export const PERENNIALS = `
Achillea millefolium|common yarrow,yarrow,milfoil,Moonshine yarrow||3-9|s|l|e w gp|Hx|su:white/pink/red/yellow
Achillea filipendulina|fernleaf yarrow,Coronation Gold yarrow||3-9|s|l||Hx|su:yellow
Aconitum napellus|monkshood,aconite,wolf's bane||3-7|sp|m||Hx|su-fa:blue
Actaea racemosa|black cohosh,black snakeroot,bugbane|Cimicifuga racemosa|3-8|ph|m|e|Hx|su:white
Actaea simplex|Kamchatka bugbane,branched bugbane,Brunette bugbane|Cimicifuga simplex|4-8|ph|m||Hx|fa:white
Agastache foeniculum|anise hyssop,blue giant hyssop,Blue Fortune agastache||4-8|s|l|mw gp|Hx|su:purple/blue
Agastache rupestris|sunset hyssop,licorice mint||5-9|s|l|AZ NM|Hx|su:orange
Ajuga reptans|bugleweed,carpet bugle,ajuga,Chocolate Chip ajuga||3-9|sph|m||Sx|sp:blue/purple
Alcea rosea|hollyhock,common hollyhock||3-8|s|m||H|su:pink/red/white/yellow
Alchemilla mollis|lady's mantle||3-8|sp|m||Hx|sp-su:yellow/green
Allium giganteum|giant allium,giant onion||5-8|s|lm||Hx|sp:purple
Allium 'Globemaster'|Globemaster allium,ornamental onion||5-8|s|lm||Hx|su:purple
Allium 'Millenium'|Millenium allium,ornamental onion|Allium 'Millennium'|4-9|s|l||Hx|su:purple
Allium cernuum|nodding onion,nodding wild onion||4-8|sp|lm|e w|Hx|su:pink
Allium schoenoprasum|chives||3-9|s|m||Hx|sp:purple
Amsonia tabernaemontana|eastern bluestar,blue star,willow amsonia||3-9|sp|m|e|Hx|sp:blue
Amsonia hubrichtii|Arkansas bluestar,threadleaf bluestar,Hubricht's bluestar||4-9|sp|lm|AR OK|Hx|sp:blue
Anemone x hybrida|Japanese anemone,windflower,Honorine Jobert anemone|Anemone hupehensis var. japonica|4-8|sp|m||Hx|fa:pink/white
Anemone canadensis|Canada anemone,meadow anemone||3-7|sp|mh|ne mw gp|Hx|sp:white
Anemone sylvestris|snowdrop anemone||3-8|sp|m||Hx|sp:white
Anemone blanda|Grecian windflower,winter windflower||4-8|sp|m||Hx|sp:blue/white/pink
Antennaria dioica|pussytoes,cat's foot||3-8|s|l||Hx|sp:white/pink
Antennaria plantaginifolia|plantain-leaved pussytoes,pussytoes||3-8|s|l|e|Hx|sp:white
Aquilegia canadensis|wild columbine,eastern red columbine,Canadian columbine||3-8|sph|lm|e|Hx|sp:red/yellow
Aquilegia vulgaris|European columbine,granny's bonnet,common columbine||3-8|sp|m||Hx|sp:blue/purple/pink/white
Aquilegia x hybrida|hybrid columbine,columbine,McKana columbine,Origami columbine||3-8|sp|m||Hx|sp:mixed
Aquilegia caerulea|Rocky Mountain columbine,Colorado blue columbine|Aquilegia coerulea|3-8|sp|m|rm sw|Hx|sp:blue/white
Aquilegia chrysantha|golden columbine,yellow columbine||3-9|sp|m|sw TX|Hx|sp:yellow
Arabis caucasica|rock cress,wall rockcress||4-7|s|l||Hx|sp:white
Armeria maritima|sea thrift,thrift,sea pink||4-8|s|l||Ex|sp:pink/white
Artemisia ludoviciana|white sage,western mugwort,Silver King artemisia,Valerie Finnis artemisia||4-9|s|l|w gp mw|Hx|
Artemisia schmidtiana|silvermound,silver mound artemisia,angel's hair||4-8|s|l||Hx|
Artemisia 'Powis Castle'|Powis Castle artemisia,Powis Castle wormwood||6-9|s|l||Sx|
Aruncus dioicus|goatsbeard,goat's beard||3-7|ph|mh|e pnw|Hx|su:white
Aruncus aethusifolius|dwarf goatsbeard,Korean goatsbeard||3-9|ph|m||Hx|su:white
Asclepias tuberosa|butterfly weed,butterfly milkweed,orange milkweed,pleurisy root||3-9|s|l|e gp sw|Hx|su:orange
Asclepias incarnata|swamp milkweed,rose milkweed||3-8|s|mh|e gp|Hx|su:pink
Asclepias syriaca|common milkweed||3-9|s|lm|e gp|Hx|su:pink
Asclepias speciosa|showy milkweed||3-9|s|lm|w gp|Hx|su:pink
Asclepias verticillata|whorled milkweed||3-10|s|l|e gp|Hx|su:white
Astilbe x arendsii|astilbe,false spirea,hybrid astilbe,Fanal astilbe,Bridal Veil astilbe||4-8|ph|mh||Hx|su:pink/red/white
Astilbe chinensis|Chinese astilbe,Visions astilbe,dwarf Chinese astilbe,Pumila astilbe||4-8|ph|m||Hx|su:pink/purple
Astilbe japonica|Japanese astilbe,Deutschland astilbe||4-8|ph|mh||Hx|su:white/pink
Astilbe simplicifolia|star astilbe,Sprite astilbe||4-8|ph|mh||Hx|su:pink
Astrantia major|masterwort,great masterwort||4-7|sp|m||Hx|su:pink/white
Aurinia saxatilis|basket-of-gold,basket of gold,golden alyssum|Alyssum saxatile|3-7|s|l||Hx|sp:yellow
Baptisia australis|blue false indigo,false indigo,wild blue indigo,baptisia||3-9|s|l|e|Hx|sp:blue
Baptisia alba|white wild indigo,white false indigo|Baptisia leucantha,Baptisia lactea|4-9|s|l|e|Hx|sp:white
Baptisia sphaerocarpa|yellow wild indigo||5-9|s|l|s mw|Hx|sp:yellow
Baptisia 'Purple Smoke'|Purple Smoke baptisia,Purple Smoke false indigo||4-8|s|l||Hx|sp:purple
Belamcanda chinensis|blackberry lily,leopard lily|Iris domestica|5-10|s|lm||H|su:orange
Bergenia cordifolia|heartleaf bergenia,pigsqueak,elephant's ears||3-8|ph|m||Ex|sp:pink
Boltonia asteroides|boltonia,false aster,white doll's daisy,Snowbank boltonia||4-9|s|m|e gp|Hx|fa:white
Brunnera macrophylla|Siberian bugloss,heartleaf brunnera,false forget-me-not,Jack Frost brunnera||3-8|ph|m||Hx|sp:blue
Callirhoe involucrata|winecups,purple poppy mallow,poppy mallow||4-8|s|l|gp s mw|Hx|su:purple
Caltha palustris|marsh marigold,cowslip,kingcup||3-7|sp|h|ne mw w|Hx|sp:yellow
Campanula carpatica|Carpathian bellflower,tussock bellflower||3-8|sp|m||Hx|su:blue/white
Campanula portenschlagiana|Dalmatian bellflower,wall bellflower||4-8|sp|m||Hx|su:purple
Campanula glomerata|clustered bellflower||3-8|sp|m||Hx|su:purple
Campanula persicifolia|peach-leaved bellflower,peachleaf bellflower||3-8|sp|m||Hx|su:blue/white
Campanula rotundifolia|harebell,bluebells of Scotland||3-7|sp|l|ne mw w|Hx|su:blue
Centaurea montana|mountain bluet,perennial cornflower,mountain cornflower||3-8|sp|lm||Hx|sp:blue
Centranthus ruber|red valerian,Jupiter's beard,keys of heaven||5-8|s|l||Hx|sp-su:red/pink
Cerastium tomentosum|snow-in-summer,snow in summer||3-7|s|l||Ex|sp:white
Ceratostigma plumbaginoides|leadwort,plumbago,dwarf plumbago,hardy plumbago||5-9|sp|m||Hx|su-fa:blue
Chelone glabra|white turtlehead,turtlehead,snakehead||3-8|sp|mh|e|Hx|fa:white
Chelone lyonii|pink turtlehead,Hot Lips turtlehead||3-8|ph|mh|se|Hx|fa:pink
Chelone obliqua|rose turtlehead,red turtlehead||5-9|ph|mh|se mw|Hx|fa:pink
Chrysanthemum x morifolium|garden mum,hardy mum,florist's chrysanthemum,mum|Chrysanthemum x grandiflorum,Dendranthema x grandiflorum|5-9|s|m||H|fa:yellow/red/orange/pink/white/purple
Chrysanthemum x superbum|Shasta daisy|Leucanthemum x superbum,Leucanthemum maximum|4-9|s|m||Hx|su:white
Chrysogonum virginianum|green and gold,golden star||5-9|ph|m|se ne|S|sp-su:yellow
Coreopsis verticillata|threadleaf coreopsis,threadleaf tickseed,Moonbeam coreopsis,Zagreb coreopsis||3-9|s|l|se ne|Hx|su:yellow
Coreopsis grandiflora|large-flowered tickseed,large-flowered coreopsis,Early Sunrise coreopsis||4-9|s|l|e gp|Hx|su:yellow
Coreopsis lanceolata|lanceleaf coreopsis,lanceleaf tickseed,sand coreopsis||4-9|s|l|e gp|Hx|sp-su:yellow
Coreopsis rosea|pink tickseed,pink coreopsis||3-8|s|mh|ne|Hx|su:pink
Coreopsis auriculata|mouse-ear coreopsis,lobed tickseed,Nana coreopsis||4-9|sp|m|se|Hx|sp:yellow
Coreopsis tinctoria|plains coreopsis,golden tickseed,calliopsis||2-11|s|l|gp w|H|su:yellow/red
Coreopsis 'Route 66'|Route 66 coreopsis||5-9|s|l||Hx|su:yellow/red
Corydalis lutea|yellow corydalis,yellow fumitory|Pseudofumaria lutea|4-8|ph|m||Hx|sp-fa:yellow
Crocosmia x crocosmiiflora|crocosmia,montbretia,Lucifer crocosmia||6-9|s|m||H|su:red/orange
Crocosmia 'Lucifer'|Lucifer crocosmia||5-9|s|m||H|su:red
Crocus vernus|Dutch crocus,spring crocus,crocus||3-8|sp|m||H|sp:purple/white/yellow
Delosperma cooperi|hardy ice plant,ice plant,trailing ice plant,Cooper's ice plant||5-10|s|l||Ex|su:purple/pink
Delphinium elatum|candle larkspur,delphinium,Pacific Giant delphinium||3-7|s|m||Hx|su:blue/purple/white
Dianthus gratianopolitanus|cheddar pink,Firewitch dianthus,Feuerhexe||3-9|s|l||Ex|sp:pink
Dianthus deltoides|maiden pink||3-9|s|l||Ex|sp-su:pink/red
Dianthus barbatus|sweet William||3-9|s|m||H|sp-su:pink/red/white
Dianthus caryophyllus|carnation,clove pink||6-9|s|m||E|su:pink/red/white
Dicentra spectabilis|bleeding heart,old-fashioned bleeding heart,common bleeding heart|Lamprocapnos spectabilis|3-9|ph|m||Hx|sp:pink/white
Dicentra eximia|fringed bleeding heart,wild bleeding heart,turkey corn||3-9|ph|m|ne se|Hx|sp-fa:pink
Dicentra formosa|western bleeding heart,Pacific bleeding heart||4-8|ph|m|pnw CA|Hx|sp:pink
Dicentra cucullaria|Dutchman's breeches||3-7|ph|m|e pnw|Hx|sp:white
Digitalis purpurea|foxglove,common foxglove||4-8|ph|m||Hx|sp-su:purple/pink/white
Digitalis grandiflora|yellow foxglove,large yellow foxglove||3-8|ph|m||Hx|su:yellow
Dodecatheon meadia|shooting star,eastern shooting star|Primula meadia|4-8|sp|m|e gp|Hx|sp:pink/white
Doronicum orientale|leopard's bane|Doronicum caucasicum|4-8|sp|m||Hx|sp:yellow
Echinacea purpurea|purple coneflower,eastern purple coneflower,coneflower,Magnus coneflower,PowWow Wild Berry coneflower||3-9|s|lm|se mw s|Hx|su:purple/pink
Echinacea pallida|pale purple coneflower||4-8|s|l|mw gp s|Hx|su:pink
Echinacea paradoxa|yellow coneflower,Ozark coneflower,Bush's purple coneflower||4-8|s|l|AR MO OK TX|Hx|su:yellow
Echinacea angustifolia|narrow-leaved purple coneflower,blacksamson echinacea||3-8|s|l|gp|Hx|su:pink
Echinacea tennesseensis|Tennessee coneflower||3-7|s|l|TN|Hx|su:purple
Echinacea|hybrid coneflower,Sombrero coneflower,Kismet coneflower,Cheyenne Spirit coneflower,Double Scoop coneflower|Echinacea x hybrida|4-9|s|lm||Hx|su:orange/red/yellow/pink/white
Echinops ritro|globe thistle,small globe thistle,Veitch's Blue globe thistle||3-8|s|l||Hx|su:blue
Epimedium x rubrum|red barrenwort,red epimedium,bishop's hat||4-8|ph|lm||Sx|sp:red
Epimedium x versicolor|bicolor barrenwort,Sulphureum epimedium||5-9|ph|lm||Sx|sp:yellow
Epimedium grandiflorum|longspur barrenwort,bishop's hat||5-8|ph|m||Hx|sp:pink/white/purple
Eryngium planum|flat sea holly,sea holly,blue eryngo||4-8|s|l||Hx|su:blue
Eryngium yuccifolium|rattlesnake master,button eryngo||3-8|s|l|e gp|Hx|su:white
Eupatorium maculatum|spotted Joe Pye weed,Joe Pye weed,Gateway Joe Pye weed|Eutrochium maculatum|4-8|sp|mh|e w|Hx|su:pink
Eupatorium purpureum|sweet Joe Pye weed,purple Joe Pye weed,Little Joe|Eutrochium purpureum|4-9|sp|mh|e|Hx|su:pink
Eupatorium dubium 'Little Joe'|Little Joe Joe Pye weed,dwarf Joe Pye weed|Eutrochium dubium 'Little Joe'|4-9|sp|mh||Hx|su:pink
Eupatorium coelestinum|blue mistflower,hardy ageratum,wild ageratum|Conoclinium coelestinum|5-10|sp|mh|e|Hx|fa:blue
Eupatorium perfoliatum|boneset,common boneset||3-8|sp|mh|e gp|Hx|su:white
Euphorbia polychroma|cushion spurge|Euphorbia epithymoides|4-8|s|l||Hx|sp:yellow
Euphorbia amygdaloides|wood spurge,Purpurea wood spurge||6-9|sp|lm||Ex|sp:yellow
Euphorbia characias subsp. wulfenii|Mediterranean spurge,Wulfen's spurge||7-10|s|l||Ex|sp:yellow
Filipendula rubra|queen of the prairie||3-8|sp|mh|ne mw se|Hx|su:pink
Filipendula ulmaria|meadowsweet,queen of the meadow||3-8|sp|h||Hx|su:white
Gaillardia x grandiflora|blanket flower,gaillardia,Arizona Sun blanket flower,Goblin gaillardia||3-10|s|l||Hx|su-fa:red/yellow/orange
Gaillardia aristata|common blanket flower,great blanketflower||3-10|s|l|w gp|Hx|su:yellow/red
Gaillardia pulchella|firewheel,Indian blanket||8-11|s|l|s gp sw se|Hx|su:red/yellow
Gaura lindheimeri|gaura,whirling butterflies,Lindheimer's beeblossom,wand flower|Oenothera lindheimeri|5-9|s|l|TX LA|Hx|sp-fa:white/pink
Geranium sanguineum|bloody cranesbill,bloodred geranium,bloody geranium||3-8|sp|lm||Hx|sp-su:pink/purple
Geranium macrorrhizum|bigroot geranium,bigroot cranesbill,Bevan's Variety geranium||4-8|sph|lm||Sx|sp:pink/white
Geranium maculatum|wild geranium,spotted geranium,wood geranium||4-8|sph|m|e|Hx|sp:pink/purple
Geranium x cantabrigiense|Cambridge geranium,Biokovo geranium,Karmina geranium||4-8|sp|lm||Sx|sp-su:pink/white
Geranium 'Rozanne'|Rozanne geranium,Rozanne cranesbill,hardy geranium||5-8|sp|m||Hx|su-fa:blue/purple
Geranium x oxonianum|Druce's cranesbill,Oxford cranesbill||5-8|sp|m||Hx|sp-fa:pink
Geranium himalayense|Himalayan cranesbill,Johnson's Blue geranium||4-8|sp|m||Hx|sp-su:blue
Geum coccineum|avens,scarlet avens,Totally Tangerine geum||5-7|sp|m||Hx|sp-su:orange/red
Geum triflorum|prairie smoke,old man's whiskers,three-flowered avens||3-7|s|l|w mw gp ne|Hx|sp:pink
Gypsophila paniculata|baby's breath,baby's-breath||3-9|s|l||Hx|su:white
Gypsophila repens|creeping baby's breath||4-7|s|l||Hx|su:white/pink
Helenium autumnale|sneezeweed,common sneezeweed,Helen's flower,Mardi Gras helenium||3-8|s|mh|e w|Hx|su-fa:yellow/red/orange
Helianthus angustifolius|swamp sunflower,narrowleaf sunflower||6-9|s|mh|se s|Hx|fa:yellow
Helianthus maximiliani|Maximilian sunflower||4-9|s|l|gp mw|Hx|fa:yellow
Helianthus salicifolius|willowleaf sunflower,First Light sunflower||4-9|s|lm|gp|Hx|fa:yellow
Helianthus x multiflorus|perennial sunflower,many-flowered sunflower||5-9|s|m||Hx|su:yellow
Heliopsis helianthoides|false sunflower,oxeye sunflower,smooth oxeye,Summer Sun heliopsis||3-9|s|lm|e gp|Hx|su:yellow
Helleborus orientalis|Lenten rose,hellebore,oriental hellebore|Helleborus x hybridus|4-9|ph|m||Ex|wi-sp:white/pink/purple/green
Helleborus niger|Christmas rose,black hellebore||3-8|ph|m||Ex|wi:white
Helleborus foetidus|stinking hellebore,bearsfoot hellebore||5-9|ph|lm||Ex|wi:green
Helleborus x ericsmithii|Eric Smith hellebore,Ivory Prince hellebore,Gold Collection hellebore||5-9|ph|m||Ex|wi-sp:white/pink
Hemerocallis fulva|orange daylily,tawny daylily,ditch lily||3-9|sp|lm||H|su:orange
Hemerocallis|daylily,hybrid daylily,Stella de Oro daylily,Happy Returns daylily,Pardon Me daylily,Rosy Returns daylily|Hemerocallis x hybrida|3-9|sp|lm||H|su:yellow/orange/red/pink/purple
Hemerocallis 'Stella de Oro'|Stella de Oro daylily,Stella D'Oro daylily||3-10|sp|lm||H|su:yellow
Hemerocallis 'Happy Returns'|Happy Returns daylily||3-9|sp|lm||H|su:yellow
Hemerocallis lilioasphodelus|lemon daylily,lemon lily|Hemerocallis flava|3-9|sp|m||H|sp:yellow
Heuchera americana|American alumroot,coral bells,alumroot||4-9|ph|m|e|Sx|sp:green/white
Heuchera micrantha|crevice alumroot,small-flowered alumroot,Palace Purple heuchera||4-8|ph|m|pnw CA|Sx|sp:white
Heuchera sanguinea|coral bells,coralbells,red coral bells||3-8|sp|m|AZ NM|Sx|sp-su:red/pink
Heuchera villosa|hairy alumroot,Caramel heuchera||5-9|ph|m|se|Sx|su:white
Heuchera|coral bells,heuchera,Palace Purple coral bells,Obsidian heuchera,Caramel coral bells,Dolce heuchera,Primo heuchera|Heuchera x hybrida|4-9|ph|m||Sx|sp-su:white/pink/red
Heucherella|foamy bells,heucherella,Sweet Tea heucherella|x Heucherella|4-9|ph|m||Sx|sp:white/pink
Hibiscus moscheutos|rose mallow,swamp rose mallow,hardy hibiscus,Luna hibiscus,crimson-eyed rosemallow||4-9|s|mh|e|H|su:pink/red/white
Hibiscus coccineus|scarlet rose mallow,Texas star hibiscus,scarlet swamp hibiscus||6-9|s|h|se|H|su:red
Hibiscus x 'Summerific'|Summerific hibiscus,Summerific rose mallow,Berry Awesome hibiscus,Holy Grail hibiscus||4-9|s|mh||H|su:pink/red/white
Hosta plantaginea|August lily,fragrant plantain lily,fragrant hosta||3-9|ph|m||H|su:white
Hosta sieboldiana|Siebold's plantain lily,Elegans hosta,Frances Williams hosta||3-9|ph|m||H|su:white
Hosta fortunei|Fortune's plantain lily,Fortune's hosta,Patriot hosta,Francee hosta||3-9|ph|m||H|su:purple
Hosta|hosta,plantain lily,funkia,Sum and Substance hosta,Blue Angel hosta,Guacamole hosta,Halcyon hosta,June hosta,Mouse Ears hosta,Empress Wu hosta,Patriot hosta,Francee hosta,Gold Standard hosta|Funkia|3-9|ph|m||H|su:purple/white
Hosta 'Sum and Substance'|Sum and Substance hosta,Sum & Substance hosta||3-9|ph|m||H|su:purple
Hosta 'Patriot'|Patriot hosta||3-9|ph|m||H|su:purple
Hosta 'Francee'|Francee hosta||3-9|ph|m||H|su:purple
Hosta 'Guacamole'|Guacamole hosta||3-9|ph|m||H|su:white
Hosta 'Blue Angel'|Blue Angel hosta||3-9|ph|m||H|su:white
Hosta 'June'|June hosta||3-9|ph|m||H|su:purple
Hosta 'Halcyon'|Halcyon hosta||3-9|ph|m||H|su:purple
Hosta 'Frances Williams'|Frances Williams hosta||3-8|ph|m||H|su:white
Hosta 'Empress Wu'|Empress Wu hosta||3-9|ph|m||H|su:purple
Hyacinthus orientalis|hyacinth,Dutch hyacinth,common hyacinth||4-8|sp|m||Hx|sp:blue/pink/white/purple
Iberis sempervirens|perennial candytuft,evergreen candytuft,candytuft||3-9|s|lm||Ex|sp:white
Iris germanica|bearded iris,German iris,tall bearded iris,flag iris||3-9|s|l||Hx|sp:purple/blue/white/yellow
Iris sibirica|Siberian iris,Caesar's Brother iris||3-9|sp|mh||Hx|sp:blue/purple/white
Iris ensata|Japanese iris,Japanese water iris|Iris kaempferi|4-9|sp|h||Hx|su:purple/white/blue
Iris pseudacorus|yellow flag iris,yellow flag,water flag||4-9|sp|h||Hx|sp:yellow
Iris versicolor|blue flag iris,northern blue flag,harlequin blueflag||3-9|sp|h|ne mw|Hx|sp:blue
Iris virginica|southern blue flag,Virginia iris||5-9|sp|h|e|Hx|sp:blue
Iris cristata|dwarf crested iris,crested iris||3-9|ph|m|se mw|Hx|sp:blue
Iris fulva|copper iris,red iris||5-9|sp|h|se s mw|Hx|sp:red
Iris reticulata|netted iris,reticulated iris,dwarf iris|Iridodictyum reticulatum|5-9|s|m||Hx|wi-sp:blue/purple
Kalimeris incisa|Japanese aster,false aster,Blue Star kalimeris|Aster incisus|4-8|sp|m||Hx|su:blue
Kirengeshoma palmata|yellow wax bells||5-8|ph|m||Hx|fa:yellow
Knautia macedonica|Macedonian scabious,crimson pincushion||5-9|s|l||Hx|su:red
Kniphofia uvaria|red hot poker,torch lily,poker plant,tritoma||5-9|s|lm||Hx|su:red/orange/yellow
Lamium maculatum|spotted deadnettle,dead nettle,lamium,Beacon Silver lamium,White Nancy lamium||3-8|ph|m||Sx|sp-su:pink/white
Lamiastrum galeobdolon|yellow archangel|Lamium galeobdolon|4-9|ph|m||Sx|sp:yellow
Lavandula angustifolia|English lavender,common lavender,true lavender,Hidcote lavender,Munstead lavender||5-8|s|l||Ex|su:purple/blue
Lavandula x intermedia|lavandin,Grosso lavender,Phenomenal lavender,Provence lavender||5-9|s|l||Ex|su:purple
Lavandula stoechas|Spanish lavender,butterfly lavender,topped lavender||7-9|s|l||Ex|sp-su:purple
Lavandula dentata|French lavender,fringed lavender||8-11|s|l||Ex|sp-fa:purple
Leucanthemum vulgare|oxeye daisy,ox-eye daisy|Chrysanthemum leucanthemum|3-8|s|l||Hx|su:white
Liatris spicata|dense blazing star,blazing star,gayfeather,marsh blazing star,Kobold liatris||3-8|s|m|e|Hx|su:purple
Liatris aspera|rough blazing star,button blazing star||3-8|s|l|e gp|Hx|fa:purple
Liatris pycnostachya|prairie blazing star,Kansas gayfeather||3-9|s|m|mw gp s|Hx|su:purple
Liatris ligulistylis|meadow blazing star,Rocky Mountain blazing star||3-8|s|m|mw gp rm|Hx|su:purple
Ligularia dentata|bigleaf ligularia,golden groundsel,Britt-Marie Crawford ligularia,Desdemona ligularia||4-8|ph|h||Hx|su:orange/yellow
Ligularia stenocephala|narrow-spiked ligularia,The Rocket ligularia,leopard plant||4-8|ph|h||Hx|su:yellow
`;
